/**
 * Issue 13's payment and review steps, in GB/en and AE/ar, on a phone and a desktop, against
 * the real shop and its local test card provider (docs/payments.md test cards): the whole way
 * from the bag to a placed order once per site (the product page's part is shop-journey's);
 * then, from a bag already through the shipping
 * step (the shop's own API), the 3-D Secure page approved and failed, a declined card followed
 * by a good one, a reload on review, and Place order offline. What the API suites prove (every
 * refusal code, charging once) is not repeated here.
 */
import { bagWithOneItem, DEVICES, fillShippingForm } from './support/checkout';
import {
  CARDS,
  completeUrl,
  openPayment,
  payWithCard,
  placeOrder,
  seriousViolations,
} from './support/payment-steps';
import { siteUnderTest } from './support/site';
import { expect, test } from './support/test';

const gb = siteUnderTest('gb', 'en');
const ae = siteUnderTest('ae', 'ar');

/** The whole way once per site, axe on the payment step's errors in one and the review in the other. */
const WHOLE_WAY = [
  { site: gb, device: 'desktop', skip: 0, audit: 'payment' },
  { site: ae, device: 'phone', skip: 6, audit: 'review' },
] as const;

for (const { site, device, skip, audit } of WHOLE_WAY) {
  test.describe(`${site.base} on a ${device}`, () => {
    test.use(DEVICES[device]);

    test('the bag to a placed order: shipping, card, review, Place order, the complete page', async ({
      page,
    }) => {
      // four steps of forms on a shop that may have just started (the first journey of the run)
      test.setTimeout(120_000);
      const label = site.label.bind(site);
      await bagWithOneItem(page, site, skip);
      await page.goto(`${site.base}/checkout/basket`);
      await page.getByRole('link', { name: label('WEB.BASKET.PROCEED') }).click();

      await fillShippingForm(page, site);
      await page.getByRole('button', { name: label('WEB.CHECKOUT.SHIPPING.SAVE') }).click();
      const express = page.getByRole('radio', { name: label('WEB.CHECKOUT.SHIPPING.EXPRESS') });
      await express.check();
      await expect(express).toBeChecked();
      await page.getByRole('button', { name: label('WEB.CHECKOUT.CONTINUE') }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        label('WEB.CHECKOUT.PAYMENT.TITLE'),
      );
      // every problem at once, then a page axe finds nothing serious on
      await page.getByRole('button', { name: label('WEB.CHECKOUT.PAYMENT.CONTINUE') }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
      if (audit === 'payment') expect(await seriousViolations(page)).toEqual([]);
      await payWithCard(page, site, CARDS.success);
      const payment = page.getByRole('region', { name: label('WEB.CHECKOUT.PAYMENT.METHODS') });
      await expect(payment).toContainText(
        label('WEB.CHECKOUT.PAYMENT.CARD-ENDING', { brand: 'Visa', lastFour: '1111' }),
      );
      const method = page.getByRole('region', {
        name: label('WEB.CHECKOUT.SHIPPING.OPTIONS.TITLE'),
      });
      await expect(method).toContainText(label('WEB.CHECKOUT.SHIPPING.EXPRESS'));
      const summary = page.getByRole('region', { name: label('WEB.BASKET.SUMMARY.TITLE') });
      await expect(summary).toContainText(label('WEB.BASKET.SUMMARY.TOTAL'));
      if (audit === 'review') expect(await seriousViolations(page)).toEqual([]);

      await placeOrder(page, site);
      await expect(page).toHaveURL(completeUrl(site));
      // the order took the dress out of the bag
      const cart = await page.evaluate(async (base) => {
        const response = await fetch(`/api/cart?${base}`, {
          headers: { 'x-shopping-session-id': sessionStorage.getItem('shoppingSessionId')! },
        });
        return (await response.json()) as { items: unknown[] };
      }, `lang=${site.language}&siteTag=${site.config.siteTag}`);
      expect(cart.items).toEqual([]);
    });
  });
}

test.describe('on a desktop', () => {
  test.use(DEVICES.desktop);

  test('3-D Secure approved on the bank’s page: back to the shop, the order placed (GB)', async ({
    page,
  }) => {
    await openPayment(page, gb, 1);
    await payWithCard(page, gb, CARDS.challengeVisa);
    await placeOrder(page, gb);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your payment' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(completeUrl(gb));
  });

  test('a reload on review asks for the card again, plainly (AE/ar)', async ({ page }) => {
    const label = ae.label.bind(ae);
    await openPayment(page, ae, 2);
    await payWithCard(page, ae, CARDS.success);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${ae.base}/checkout/payment$`));
    await expect(page.getByRole('alert')).toHaveText(
      label('WEB.CHECKOUT.PAYMENT.NOTICE.CARD_AGAIN'),
    );
    await expect(page.getByLabel(label('WEB.CHECKOUT.FIELD.CARDNUMBER'))).toHaveValue('');
  });

  test('Place order offline is refused with nothing sent, and goes once back online (GB)', async ({
    page,
    context,
  }) => {
    const label = gb.label.bind(gb);
    await openPayment(page, gb, 3);
    await payWithCard(page, gb, CARDS.success);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/checkout/payment'))
        sent.push(request.url());
    });
    await context.setOffline(true);
    await placeOrder(page, gb);
    await expect(page.getByRole('alert')).toHaveText(label('WEB.CHECKOUT.PLACE.OFFLINE'));
    expect(sent).toEqual([]);
    await context.setOffline(false);
    await expect(
      page.getByRole('checkbox', { name: label('WEB.CHECKOUT.AGREEMENT.TERMS') }),
    ).toBeChecked();
    await page.getByRole('button', { name: label('WEB.CHECKOUT.PLACE-ORDER') }).click();
    await expect(page).toHaveURL(completeUrl(gb));
    expect(sent).toHaveLength(1);
  });
});

test.describe('on a phone', () => {
  test.use(DEVICES.phone);

  test('3-D Secure failed on the bank’s page: back to payment, saying why (AE/ar)', async ({
    page,
  }) => {
    const label = ae.label.bind(ae);
    await openPayment(page, ae, 4);
    await payWithCard(page, ae, CARDS.challengeMastercard);
    await placeOrder(page, ae);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page).toHaveURL(new RegExp(`${ae.base}/checkout/payment$`));
    await expect(page.getByRole('alert')).toHaveText(
      label('WEB.CHECKOUT.PAYMENT.NOTICE.REFUSED_3DS'),
    );
  });

  test('a declined card, then a good one: the reason said, the form cleared, the order placed (GB)', async ({
    page,
  }) => {
    const label = gb.label.bind(gb);
    await openPayment(page, gb, 5);
    await payWithCard(page, gb, CARDS.refused);
    await placeOrder(page, gb);
    await expect(page).toHaveURL(new RegExp(`${gb.base}/checkout/payment$`));
    await expect(page.getByRole('alert')).toHaveText(label('WEB.CHECKOUT.PAYMENT.NOTICE.REFUSED'));
    await expect(page.getByLabel(label('WEB.CHECKOUT.FIELD.CARDNUMBER'))).toHaveValue('');
    await payWithCard(page, gb, CARDS.success);
    await placeOrder(page, gb);
    await expect(page).toHaveURL(completeUrl(gb));
  });
});
