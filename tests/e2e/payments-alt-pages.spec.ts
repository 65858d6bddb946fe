import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PaymentResponse } from '../../src/shared/payments/provider-api';
import type { PayPalApproval } from '../../src/shared/payments/provider-paypal-api';
import { expect, test } from './support/test';

/**
 * The test payment provider's PayPal, iDEAL and Alipay pages as a shopper meets them
 * (docs/payments.md): a payment of each method is made the way the shop makes it, and the
 * shopper is sent to its page. Each page names itself, has no serious accessibility violation,
 * and its controls — found by role and name, used by mouse or keyboard — return the shopper to
 * the shop's /complete with the query the app reads: PayPal's utr, pgTransactionId and status,
 * or the bank's and Alipay's statusCode and redirectResult.
 */

async function provided(
  request: APIRequestContext,
  paymentMethod: Record<string, unknown>,
  returnUrl: string,
  extra: Record<string, unknown> = {},
): Promise<PaymentResponse> {
  const response = await request.post('/pay/v1/payments', {
    data: {
      reference: `E2E-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
      amount: { value: 12_950, currency: paymentMethod.type === 'ideal' ? 'EUR' : 'GBP' },
      paymentMethod,
      returnUrl,
      ...extra,
    },
  });
  const payment = (await response.json()) as PaymentResponse;
  expect(payment.resultCode).toBe('RedirectShopper');
  return payment;
}

async function expectAccessible(page: Page): Promise<void> {
  const audit = await new AxeBuilder({ page }).analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  );
}

/** Waits for the shopper to be back on the shop's `path` with the query `names`. */
async function backOn(page: Page, path: string, names: string[]): Promise<URLSearchParams> {
  await page.waitForURL(
    (url) => url.pathname === path && names.every((name) => url.searchParams.has(name)),
  );
  return new URL(page.url()).searchParams;
}

test('PayPal express: the payer picks the address abroad and pays; the shop reads the approval', async ({
  page,
  request,
  baseURL,
}) => {
  const payment = await provided(
    request,
    { type: 'paypal', subtype: 'express' },
    `${baseURL}/gb/en/complete?orderReference=E2E&paymentMethod=paypal`,
    { countryCode: 'GB' },
  );
  await page.goto(payment.action!.url);
  await expect(page).toHaveTitle('Pay with PayPal – test');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible();
  const addresses = page.getByRole('group', { name: 'Deliver to' });
  await expect(addresses.getByRole('radio')).toHaveCount(2);
  await expect(addresses.getByRole('radio', { name: /Baker Street/ })).toBeChecked();
  await expectAccessible(page);

  await addresses.getByRole('radio', { name: /Eccles Street/ }).check();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const query = await backOn(page, '/gb/en/complete', ['utr', 'pgTransactionId', 'status']);
  expect(query.get('status')).toBe('approved');
  expect(query.get('paymentMethod')).toBe('paypal');
  expect(query.get('utr')).toBe(payment.pspReference);

  const approval = await request.post('/pay/v1/paypal/approval', {
    data: { pspReference: query.get('utr'), pgTransactionId: query.get('pgTransactionId') },
  });
  const approved = (await approval.json()) as PayPalApproval;
  expect(approved.shopperDetails.shippingAddress).toMatchObject({ city: 'Dublin', country: 'IE' });
});

test('PayPal: the shop’s delivery address is shown; "Cancel and return" by keyboard cancels', async ({
  page,
  request,
  baseURL,
}) => {
  const payment = await provided(
    request,
    { type: 'paypal' },
    `${baseURL}/gb/en/complete?orderReference=E2E&paymentMethod=paypal`,
    {
      deliveryAddress: {
        street: '12 Baker Street',
        city: 'London',
        postalCode: 'NW1 6XE',
        country: 'GB',
      },
    },
  );
  await page.goto(payment.action!.url);
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeVisible();
  await expect(page.getByText('12 Baker Street')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel and return' }).focus();
  await page.keyboard.press('Enter');
  const query = await backOn(page, '/gb/en/complete', ['utr', 'pgTransactionId', 'status']);
  expect([query.get('status'), query.get('pgTransactionId')]).toEqual(['cancelled', 'null']);
});

test('iDEAL: the shopper chooses a bank and approves; the redirect result completes the payment', async ({
  page,
  request,
  baseURL,
}) => {
  const payment = await provided(
    request,
    { type: 'ideal' },
    `${baseURL}/fr/fr/complete?orderReference=E2E&paymentMethod=ideal`,
  );
  await page.goto(payment.action!.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with iDEAL' })).toBeVisible();
  const banks = page.getByRole('group', { name: 'Choose your bank' });
  await expect(banks.getByRole('radio')).toHaveCount(4);
  await expectAccessible(page);
  await banks.getByRole('radio', { name: 'ING' }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  const query = await backOn(page, '/fr/fr/complete', ['statusCode', 'redirectResult']);
  expect(query.get('statusCode')).toBe('authorised');
  const details = await request.post('/pay/v1/payments/details', {
    data: { details: { redirectResult: query.get('redirectResult') } },
  });
  expect(((await details.json()) as PaymentResponse).resultCode).toBe('Authorised');
});

test('iDEAL left pending: back with statusCode pending; the bank decides later on its page', async ({
  page,
  request,
  baseURL,
}) => {
  const payment = await provided(
    request,
    { type: 'ideal', issuer: 'RABONL2U' },
    `${baseURL}/fr/fr/complete?orderReference=E2E&paymentMethod=ideal`,
  );
  await page.goto(payment.action!.url);
  await expect(page.getByRole('radio', { name: 'Rabobank' })).toBeChecked();
  await page.getByRole('button', { name: 'Leave pending' }).click();
  expect((await backOn(page, '/fr/fr/complete', ['statusCode'])).get('statusCode')).toBe('pending');

  await page.goto(payment.action!.url);
  await expect(page.getByText('This payment is pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave pending' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The bank declined the payment' }),
  ).toBeVisible();
});

test('Alipay: opened by the shop page’s form POST, declined; back with statusCode refused', async ({
  page,
  request,
  baseURL,
}) => {
  const payment = await provided(
    request,
    { type: 'alipay' },
    `${baseURL}/gb/en/complete?orderReference=E2E&paymentMethod=alipay`,
  );
  const { url, method, data } = payment.action!;
  expect(method).toBe('POST');
  // what the app does with a POST action: a form of the action's data, submitted
  await page.goto('/gb/en/');
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
    { action: url, fields: data! },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with Alipay' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  const query = await backOn(page, '/gb/en/complete', ['statusCode', 'redirectResult']);
  expect([query.get('statusCode'), query.get('paymentMethod')]).toEqual(['refused', 'alipay']);
});
