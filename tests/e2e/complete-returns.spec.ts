/**
 * Issue 13 "Payment step" (PayPal express, redirect methods) and "After the order": the provider's
 * page sends the shopper back to the shop's /complete, which completes the payment once and
 * shows the order as the server has it. Each order is placed in the page's own session through
 * the shop's API (support/order.ts), the provider's page is opened and answered by its buttons
 * as a shopper would, and /complete is then read by role and text:
 *  - PayPal (GB/en) approved → confirmed with its reference, the return's fields gone from the
 *    address bar, one PUT; cancelled → said, nothing sent, the bag still holding the piece;
 *  - iDEAL (FR/fr) approved → confirmed; declined → the bank's refusal and the way back to
 *    paying; left pending → the pending notice;
 *  - PayPal express (GB/en, on a phone) → the confirmation with its agreements (axe), Pay now
 *    refused offline before sending, then paid with PayPal's address; the other address
 *    (Dublin) → the new total shown and confirmed again;
 *  - Alipay (AE/ar) approved through the gateway's form POST → confirmed, right to left.
 */
import AxeBuilder from '@axe-core/playwright';
import { DEVICES, money } from './support/checkout';
import { prepareOrder, type AwaitingInBrowser, type PageMethod } from './support/order';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test, type Page } from './support/test';

const GB = siteUnderTest('gb', 'en');
const FR = siteUnderTest('fr', 'fr');
const AE = siteUnderTest('ae', 'ar');

/** The shop's completion calls the page sends: PayPal's PUT, the redirect methods' POST. */
function completions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/checkout/payment/')) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/** An order of `site` placed with `method`, and the shopper on its provider's page. */
async function onProviderPage(
  page: Page,
  baseURL: string,
  site: SiteUnderTest,
  method: PageMethod,
  under?: number,
): Promise<AwaitingInBrowser> {
  const checkout = method !== 'paypal-express';
  const ready = await prepareOrder(page, baseURL, site, { checkout, under });
  const placed = await ready.payOnPage(method);
  const { url, method: httpMethod, data } = placed.action;
  if (httpMethod === 'GET') {
    await page.goto(url);
    return placed;
  }
  // the gateway takes a form POST of the action's data, as the app sends it
  await page.goto(`${site.base}/`);
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action: url, fields: data ?? {} },
  );
  return placed;
}

/** Back on the shop's /complete, the app live and the return's own fields out of the URL. */
async function backOnComplete(page: Page, site: SiteUnderTest): Promise<void> {
  await page.waitForURL((url) => url.pathname === `${site.base}/complete`);
  await expect(page).not.toHaveURL(/[?&](utr|pgTransactionId|redirectResult)=/);
}

async function expectConfirmed(page: Page, site: SiteUnderTest, order: AwaitingInBrowser) {
  await expect(page.getByText(site.label('WEB.ORDER.STATUS.PAID'), { exact: true })).toBeVisible();
  await expect(page.getByText(order.orderReference, { exact: true })).toBeVisible();
  const items = page.getByRole('region', {
    name: new RegExp(site.label('WEB.ORDER.ITEMS.TITLE', { count: 1 }).replace(/[()]/g, '\\$&')),
  });
  await expect(items.getByRole('link', { name: order.productName })).toBeVisible();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join()}`);
}

test.describe('PayPal, GB/en', () => {
  test.use(DEVICES.desktop);

  test('approved: the order completed once and confirmed with its reference', async ({
    page,
    baseURL,
  }) => {
    const sent = completions(page);
    const order = await onProviderPage(page, baseURL!, GB, 'paypal');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await backOnComplete(page, GB);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: GB.label('WEB.ORDER.COMPLETE.TITLE.NAME', { name: 'Ada' }),
      }),
    ).toBeVisible();
    await expectConfirmed(page, GB, order);
    await expect(page.getByText(money(GB, order.total)).first()).toBeVisible();
    expect(sent).toEqual([`PUT /api/checkout/payment/${order.orderReference}`]);

    // a reload: the return is settled, nothing is sent again
    await page.reload();
    await expectConfirmed(page, GB, order);
    expect(sent).toHaveLength(1);
  });

  test('cancelled: nothing sent, said plainly, and the bag still holds the piece', async ({
    page,
    baseURL,
  }) => {
    const sent = completions(page);
    const order = await onProviderPage(page, baseURL!, GB, 'paypal');
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await backOnComplete(page, GB);
    await expect(
      page.getByRole('heading', { level: 1, name: GB.label('WEB.ORDER.RETURN.CANCELLED.TITLE') }),
    ).toBeVisible();
    await expect(page.getByText(GB.label('WEB.ORDER.RETURN.CANCELLED.BODY'))).toBeVisible();
    await expect(
      page.getByRole('link', { name: GB.label('WEB.ORDER.RETURN.PAY-AGAIN') }),
    ).toHaveAttribute('href', `${GB.base}/checkout/payment`);
    expect(sent).toEqual([]);

    await page.getByRole('link', { name: GB.label('WEB.CHECKOUT.PENDING.BACK') }).click();
    await page.waitForURL(`**${GB.base}/checkout/basket`);
    await expect(page.getByRole('link', { name: order.productName }).first()).toBeVisible();
    expect(sent).toEqual([]);
  });
});

test.describe('iDEAL, FR/fr', () => {
  test.use(DEVICES.desktop);

  const bankPage = async (page: Page, baseURL: string) => {
    const order = await onProviderPage(page, baseURL, FR, 'ideal');
    await page.getByRole('group', { name: 'Choose your bank' }).getByRole('radio').first().check();
    return order;
  };

  test('approved at the bank: confirmed', async ({ page, baseURL }) => {
    const sent = completions(page);
    const order = await bankPage(page, baseURL!);
    await page.getByRole('button', { name: 'Approve' }).click();
    await backOnComplete(page, FR);
    await expectConfirmed(page, FR, order);
    expect(sent).toEqual(['POST /api/checkout/payment/details']);
  });

  test('declined at the bank: the refusal, nothing charged, and the way back to paying', async ({
    page,
    baseURL,
  }) => {
    await onProviderPage(page, baseURL!, FR, 'ideal');
    await page.getByRole('button', { name: 'Decline' }).click();
    await backOnComplete(page, FR);
    const notice = page.getByRole('alert').filter({
      hasText: FR.label('WEB.ORDER.RETURN.REFUSED.BANK'),
    });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('link', { name: FR.label('WEB.ORDER.RETURN.PAY-AGAIN') }),
    ).toHaveAttribute('href', `${FR.base}/checkout/payment`);
    await expect(
      page.getByRole('heading', { level: 1, name: FR.label('WEB.ORDER.COMPLETE.CANCELLED.TITLE') }),
    ).toBeVisible();
  });

  test('left pending at the bank: the pending notice', async ({ page, baseURL }) => {
    const order = await bankPage(page, baseURL!);
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await backOnComplete(page, FR);
    await expect(
      page.getByRole('status').filter({
        hasText: FR.label('WEB.ORDER.STATUS.AWAITING_PAYMENT.BODY'),
      }),
    ).toBeVisible();
    await expect(
      page.getByText(FR.label('WEB.ORDER.STATUS.AWAITING_PAYMENT'), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(order.orderReference, { exact: true })).toBeVisible();
  });
});

test.describe('PayPal express, GB/en on a phone', () => {
  test.use(DEVICES.phone);

  /** under the free-delivery threshold (£50): Ireland's delivery costs more than Britain's */
  const UNDER_FREE_DELIVERY = 40_00;
  const totalToPay = (page: Page) =>
    page
      .getByText(GB.label('WEB.ORDER.RETURN.CONFIRM.TOTAL'), { exact: true })
      .locator('xpath=following-sibling::dd');
  const confirmPage = async (page: Page, baseURL: string, address: RegExp) => {
    const order = await onProviderPage(page, baseURL, GB, 'paypal-express', UNDER_FREE_DELIVERY);
    await page
      .getByRole('group', { name: 'Deliver to' })
      .getByRole('radio', { name: address })
      .check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await backOnComplete(page, GB);
    await expect(
      page.getByRole('heading', { level: 1, name: GB.label('WEB.ORDER.RETURN.CONFIRM.TITLE') }),
    ).toBeVisible();
    return order;
  };
  const payNow = (page: Page) =>
    page.getByRole('button', { name: GB.label('WEB.ORDER.RETURN.CONFIRM.PAY') });
  const tickAll = async (page: Page) => {
    for (const { label } of GB.config.agreements)
      await page.getByRole('checkbox', { name: GB.label(label) }).check();
  };

  test('confirmed with the agreements, refused offline before sending, then paid to PayPal’s address', async ({
    page,
    context,
    baseURL,
  }) => {
    const sent = completions(page);
    const order = await confirmPage(page, baseURL!, /Baker Street/);
    await expect(totalToPay(page)).toHaveText(money(GB, order.total));
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(GB.config.agreements.length);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expect(payNow(page)).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    expect(sent).toEqual([]);

    await tickAll(page);
    await context.setOffline(true);
    await payNow(page).click();
    await expect(page.getByRole('alert')).toHaveText(GB.label('WEB.CHECKOUT.PLACE.OFFLINE'));
    expect(sent).toEqual([]);
    await context.setOffline(false);

    await payNow(page).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: GB.label('WEB.ORDER.COMPLETE.TITLE.NAME', { name: 'Grace' }),
      }),
    ).toBeVisible();
    await expectConfirmed(page, GB, order);
    await expect(page.getByText('221 Baker Street')).toBeVisible();
    expect(sent).toEqual([`PUT /api/checkout/payment/${order.orderReference}`]);
  });

  test('the other address (Dublin) changes the total: shown, confirmed again, paid', async ({
    page,
    baseURL,
  }) => {
    const order = await confirmPage(page, baseURL!, /Eccles Street/);
    await tickAll(page);
    await payNow(page).click();
    const changed = page.getByRole('alert');
    await expect(changed).toContainText(/\d/);
    const newTotal = (await totalToPay(page).textContent())!;
    expect(newTotal).not.toBe(money(GB, order.total));
    await expect(changed).toHaveText(
      GB.label('WEB.ORDER.RETURN.CONFIRM.PRICE-CHANGED', { total: newTotal }),
    );

    await payNow(page).click();
    await expectConfirmed(page, GB, order);
    await expect(page.getByText('7 Eccles Street')).toBeVisible();
    const summary = page.getByRole('region', { name: GB.label('WEB.BASKET.SUMMARY.TITLE') });
    await expect(summary).toContainText(newTotal);
  });
});

test.describe('Alipay, AE/ar', () => {
  test.use(DEVICES.desktop);

  test('approved through the gateway’s form POST: confirmed, right to left and in Arabic', async ({
    page,
    baseURL,
  }) => {
    const order = await onProviderPage(page, baseURL!, AE, 'alipay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with Alipay' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await backOnComplete(page, AE);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: AE.label('WEB.ORDER.COMPLETE.TITLE.NAME', { name: 'أمل' }),
      }),
    ).toBeVisible();
    await expectConfirmed(page, AE, order);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByText(AE.label('WEB.ORDER.PAYMENT.ALIPAY'), { exact: true }),
    ).toBeVisible();
  });
});
