/**
 * Issue 13's captcha journeys (docs/api.md "Captcha"; spec §4, §8 "HTTP 428"), on a shop of
 * their own whose bar is one refused payment per session (the address's bar off, so the
 * journeys of one run never add up) and whose challenges are small, so solving is quick.
 * Every site keeps an invisible (v3) token ready, which stands in for the challenge until twice
 * the bar: the second payment goes through on it without asking anything; after the second
 * refusal only the visible challenge will do, so the third Place order opens the dialog. Ticked,
 * the payment is sent again with the solution and the order is placed (GB/en on a desktop, AE/ar
 * on a phone); cancelled, the captcha's own message is shown and nothing more is sent; left by
 * the browser's Back while it asks, the dialog goes with the review and nothing is placed.
 */
import type { Page, Request } from '@playwright/test';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { SESSION_HEADER } from '../../src/shared/api/paths';
import {
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
} from '../../src/shared/captcha/captcha-protocol';
import type { Cart } from '../../src/shared/domain/cart';
import { DEVICES } from './support/checkout';
import { ownShopForSpec, ownShopPort } from './support/own-shop';
import {
  CARDS,
  completeUrl,
  openPayment,
  payWithCard,
  placeOrder,
  seriousViolations,
} from './support/payment-steps';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test } from './support/test';

const PORT_OFFSET = 1;
ownShopForSpec(PORT_OFFSET, {
  env: {
    CAPTCHA_SESSION_REFUSALS: '1',
    CAPTCHA_ADDRESS_REFUSALS: '0',
    CAPTCHA_V2_MAX_NUMBER: '2000',
    CAPTCHA_V3_MAX_NUMBER: '200',
  },
});
test.use({ baseURL: `http://127.0.0.1:${ownShopPort(PORT_OFFSET)}` });

const gb = siteUnderTest('gb', 'en');
const ae = siteUnderTest('ae', 'ar');

const isPayment = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === CHECKOUT_API.checkoutPayment;

/** Every payment the page sends, with the captcha headers it carried. */
function watchPayments(page: Page) {
  const sent: Array<{ invisible: boolean; challenge: boolean }> = [];
  page.on('request', (request) => {
    if (!isPayment(request)) return;
    const headers = request.headers();
    sent.push({
      invisible: CAPTCHA_INVISIBLE_HEADER in headers,
      challenge: CAPTCHA_CHALLENGE_HEADER in headers,
    });
  });
  return sent;
}

/**
 * A declined card placed twice: the first refusal reaches the bar, the second payment goes on
 * the invisible token and is refused too, reaching twice the bar.
 */
async function refusedTwice(page: Page, site: SiteUnderTest) {
  const label = site.label.bind(site);
  for (let attempt = 1; attempt <= 2; attempt++) {
    await payWithCard(page, site, CARDS.refused);
    const answered = page.waitForResponse((response) => isPayment(response.request()));
    await placeOrder(page, site);
    const response = await answered;
    expect(response.status(), `attempt ${attempt}`).toBe(422);
    if (attempt === 2)
      expect(response.request().headers()).toHaveProperty(CAPTCHA_INVISIBLE_HEADER);
    await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/payment$`));
    await expect(page.getByRole('alert')).toHaveText(label('WEB.CHECKOUT.PAYMENT.NOTICE.REFUSED'));
  }
}

const dialogOf = (page: Page, site: SiteUnderTest) =>
  page.getByRole('dialog', { name: site.label('WEB.CAPTCHA.TITLE') });

const SOLVED = [
  { site: gb, device: 'desktop', skip: 0 },
  { site: ae, device: 'phone', skip: 1 },
] as const;

for (const { site, device, skip } of SOLVED) {
  test.describe(`${site.base} on a ${device}`, () => {
    test.use(DEVICES[device]);

    test('two declined cards, then the challenge: ticked, the payment goes again with it and the order is placed', async ({
      page,
    }) => {
      // three payments and a proof of work on a shop that may have just started
      test.setTimeout(120_000);
      const label = site.label.bind(site);
      await openPayment(page, site, skip);
      const sent = watchPayments(page);
      await refusedTwice(page, site);

      await payWithCard(page, site, CARDS.success);
      const asked = page.waitForResponse((response) => isPayment(response.request()));
      await placeOrder(page, site);
      expect((await asked).status()).toBe(428);
      const dialog = dialogOf(page, site);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(label('WEB.CAPTCHA.DESCRIPTION'));
      const tick = dialog.getByRole('checkbox', { name: label('WEB.CAPTCHA.CHECKBOX') });
      await expect(tick).toBeFocused();
      expect(await seriousViolations(page, 'dialog')).toEqual([]);

      const retried = page.waitForRequest(
        (request) => isPayment(request) && CAPTCHA_CHALLENGE_HEADER in request.headers(),
      );
      await tick.click();
      const retry = await retried;
      await expect(dialog).toBeHidden();
      expect((await retry.response())?.status()).toBe(200);
      await expect(page).toHaveURL(completeUrl(site));
      const reference = new URL(page.url()).searchParams.get('orderReference')!;
      await expect(page.getByText(reference, { exact: true })).toBeVisible();
      // the 428 and its retry were one attempt: four payments in all, the last with the solution
      expect(sent.map((payment) => payment.challenge)).toEqual([false, false, false, true]);
    });
  });
}

test.describe('/gb/en on a desktop, the challenge cancelled', () => {
  test.use(DEVICES.desktop);

  test('Cancel: the captcha’s message, nothing more sent and nothing placed; ticked next time, the order goes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const label = gb.label.bind(gb);
    const { session, cart: prepared } = await openPayment(page, gb, 2);
    const sent = watchPayments(page);
    await refusedTwice(page, gb);

    await payWithCard(page, gb, CARDS.success);
    await placeOrder(page, gb);
    const dialog = dialogOf(page, gb);
    await dialog.getByRole('button', { name: label('WEB.CAPTCHA.CANCEL') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText(label('WEB.CAPTCHA.CANCELLED'));
    await expect(page).toHaveURL(new RegExp(`${gb.base}/checkout/review$`));
    expect(sent).toHaveLength(3);
    const query = `lang=${gb.language}&siteTag=${gb.config.siteTag}`;
    const cart = (await (
      await page.request.get(`/api/cart?${query}`, { headers: { [SESSION_HEADER]: session } })
    ).json()) as Cart;
    // the bag as it was: no order took it
    expect(cart.items.map((item) => item.sku)).toEqual(prepared.items.map((item) => item.sku));

    // the card and the agreements are still there: Place order asks again, and this time it goes
    // by keyboard this time: focus starts on the tick box, Space ticks it
    await page.getByRole('button', { name: label('WEB.CHECKOUT.PLACE-ORDER') }).click();
    await expect(
      dialog.getByRole('checkbox', { name: label('WEB.CAPTCHA.CHECKBOX') }),
    ).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(completeUrl(gb));
    expect(sent.map((payment) => payment.challenge)).toEqual([false, false, false, false, true]);
  });
});

test.describe('/gb/en on a phone, leaving the review while asked', () => {
  test.use(DEVICES.phone);

  test('Back while the challenge is open: the dialog goes with the review, nothing more is sent, nothing placed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const label = gb.label.bind(gb);
    const { session, cart: prepared } = await openPayment(page, gb, 3);
    const sent = watchPayments(page);
    await refusedTwice(page, gb);

    await payWithCard(page, gb, CARDS.success);
    await placeOrder(page, gb);
    const dialog = dialogOf(page, gb);
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${gb.base}/checkout/payment$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      label('WEB.CHECKOUT.PAYMENT.TITLE'),
    );
    expect(sent).toHaveLength(3);
    const query = `lang=${gb.language}&siteTag=${gb.config.siteTag}`;
    const cart = (await (
      await page.request.get(`/api/cart?${query}`, { headers: { [SESSION_HEADER]: session } })
    ).json()) as Cart;
    expect(cart.items.map((item) => item.sku)).toEqual(prepared.items.map((item) => item.sku));
  });
});
