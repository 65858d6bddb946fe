/**
 * Issue 13's other payment methods, from the shop to the provider's page, against the real shop
 * and its local test provider (docs/payments.md): PayPal from the payment step (its page, and
 * "Cancel and return" back to the shop's /complete, whose content is the order pages'), iDEAL on
 * the French site (the bank's page with its banks), Alipay reached by the app's form POST,
 * PayPal express from the basket on a phone, and the UAE site, whose dirhams PayPal does not
 * settle. The wallets are not offered: this Chromium's Payment Request API cannot pay with
 * them. Each starts from a bag already through the shipping step (the shop's own API).
 */
import AxeBuilder from '@axe-core/playwright';
import { bagWithOneItem, DEVICES, preparedCheckout } from './support/checkout';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test, type Page } from './support/test';

const gb = siteUnderTest('gb', 'en');
const fr = siteUnderTest('fr', 'fr');
const ae = siteUnderTest('ae', 'ar');

/** axe's serious and critical findings in the page's main (the shell's are accessibility's). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

const methodName = (site: SiteUnderTest, brandCode: string) =>
  site.label(`WEB.CHECKOUT.PAYMENT.METHOD.${brandCode.toUpperCase()}`);

/** The payment step of a bag through shipping, its methods listed. */
async function openPayment(page: Page, site: SiteUnderTest, skip: number) {
  await preparedCheckout(page, site, skip);
  await page.goto(`${site.base}/checkout/payment`);
  const methods = page.getByRole('group', { name: site.label('WEB.CHECKOUT.PAYMENT.METHODS') });
  await expect(methods.getByRole('radio', { name: methodName(site, 'creditcard') })).toBeVisible();
  return methods;
}

/** Chooses a method, continues to the review and places the order. */
async function payWith(page: Page, site: SiteUnderTest, brandCode: string) {
  const label = site.label.bind(site);
  await page.getByRole('radio', { name: methodName(site, brandCode) }).check();
  await page.getByRole('button', { name: label('WEB.CHECKOUT.PAYMENT.CONTINUE') }).click();
  await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/review$`));
  const payment = page.getByRole('region', { name: label('WEB.CHECKOUT.PAYMENT.METHODS') });
  await expect(payment).toContainText(methodName(site, brandCode));
  for (const key of ['WEB.CHECKOUT.AGREEMENT.TERMS', 'WEB.CHECKOUT.AGREEMENT.PRIVACY'])
    await page.getByRole('checkbox', { name: label(key) }).check();
  await page.getByRole('button', { name: label('WEB.CHECKOUT.PLACE-ORDER') }).click();
}

/** What this browser's Payment Request API answers for Google Pay: it cannot pay with it. */
async function browserCanPayWithGooglePay(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    try {
      const request = new PaymentRequest(
        [{ supportedMethods: 'https://google.com/pay', data: { apiVersion: 2 } }],
        { total: { label: 'Total', amount: { currency: 'GBP', value: '1.00' } } },
      );
      return await request.canMakePayment();
    } catch {
      return false;
    }
  });
}

test.describe('on a desktop', () => {
  test.use(DEVICES.desktop);

  test('PayPal (GB): the review, PayPal’s page, and "Cancel and return" back to the shop', async ({
    page,
  }) => {
    const label = gb.label.bind(gb);
    const methods = await openPayment(page, gb, 0);
    await methods.getByRole('radio', { name: 'PayPal' }).check();
    await expect(page.getByText(label('WEB.CHECKOUT.PAYMENT.NEXT.PAYPAL'))).toBeVisible();
    // PayPal holds the payer's billing address (spec §5)
    await expect(
      page.getByRole('region', { name: label('WEB.CHECKOUT.BILLING.TITLE') }),
    ).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // the wallets: this browser cannot pay with them, so none is offered
    expect(await browserCanPayWithGooglePay(page)).toBe(false);
    await expect(methods.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0);
    await expect(methods.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);

    await payWith(page, gb, 'paypal');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `${gb.base}/complete` &&
        url.searchParams.get('paymentMethod') === 'paypal' &&
        url.searchParams.get('status') === 'cancelled',
    );
  });

  test('iDEAL (FR): the bank’s page, where the shopper chooses the bank', async ({ page }) => {
    const label = fr.label.bind(fr);
    const methods = await openPayment(page, fr, 1);
    await methods.getByRole('radio', { name: 'iDEAL' }).check();
    await expect(page.getByText(label('WEB.CHECKOUT.PAYMENT.NEXT.IDEAL'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await payWith(page, fr, 'ideal');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with iDEAL' })).toBeVisible();
    const banks = page.getByRole('group', { name: 'Choose your bank' });
    await expect(banks.getByRole('radio')).toHaveCount(4);
  });

  test('Alipay (GB): the app’s form POST reaches Alipay’s page', async ({ page }) => {
    await openPayment(page, gb, 2);
    const posted = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/pay/v1/alipay' && request.method() === 'POST',
    );
    await payWith(page, gb, 'alipay');
    const request = await posted;
    expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(request.postData() ?? '').get('paymentId')).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with Alipay' })).toBeVisible();
  });

  test('the UAE site (ar): no PayPal, which does not settle dirhams; Alipay offered', async ({
    page,
  }) => {
    const methods = await openPayment(page, ae, 3);
    await expect(methods.getByRole('radio')).toHaveCount(2);
    await expect(methods.getByRole('radio', { name: methodName(ae, 'paypal') })).toHaveCount(0);
    await methods.getByRole('radio', { name: methodName(ae, 'alipay') }).check();
    await expect(page.getByText(ae.label('WEB.CHECKOUT.PAYMENT.NEXT.ALIPAY'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // nor from the basket
    await page.goto(`${ae.base}/checkout/basket`);
    await expect(page.getByRole('link', { name: ae.label('WEB.BASKET.PROCEED') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: ae.label('WEB.BASKET.EXPRESS.PAYPAL') }),
    ).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use(DEVICES.phone);

  test('PayPal express from the basket (GB): PayPal’s page asks where to deliver', async ({
    page,
  }) => {
    await bagWithOneItem(page, gb, 4);
    await page.goto(`${gb.base}/checkout/basket`);
    const express = page.getByRole('button', { name: gb.label('WEB.BASKET.EXPRESS.PAYPAL') });
    await expect(express).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await express.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
    const addresses = page.getByRole('group', { name: 'Deliver to' });
    await expect(addresses.getByRole('radio')).toHaveCount(2);
  });
});
