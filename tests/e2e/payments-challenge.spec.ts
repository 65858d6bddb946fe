import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import type { PaymentResponse, ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { expect, test } from './support/test';

/**
 * The test payment provider's 3-D Secure page as a shopper meets it (docs/payments.md): the
 * shop has charged a challenge card and sends the shopper to the page; it names itself, has no
 * serious accessibility violation, and its buttons, found by role and name and used by mouse or
 * keyboard, return the shopper to the shop with a redirect result that completes the payment.
 */
const RETURN_PATH = '/gb/en/checkout/review';

async function challengedPayment(
  request: APIRequestContext,
  baseURL: string,
): Promise<PaymentResponse> {
  const key = (await (await request.get('/pay/v1/public-key')).json()) as ProviderPublicKey;
  const year = String(new Date().getUTCFullYear() + 3);
  const card = { number: '4000000000003220', expiryMonth: '03', expiryYear: year, cvc: '737' };
  const response = await request.post('/pay/v1/payments', {
    data: {
      reference: `E2E-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
      amount: { value: 12_950, currency: 'GBP' },
      paymentMethod: { type: 'scheme', ...(await encryptCard(card, key)), holderName: 'Ada' },
      returnUrl: `${baseURL}${RETURN_PATH}`,
    },
  });
  return (await response.json()) as PaymentResponse;
}

const ANSWERS = [
  { name: 'Approve', press: 'click', resultCode: 'Authorised' },
  { name: 'Fail authentication', press: 'keyboard', resultCode: 'Refused' },
] as const;

for (const { name, press, resultCode } of ANSWERS) {
  test(`the challenge page: ${name} (${press}) returns to the shop, and the payment is ${resultCode}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const payment = await challengedPayment(request, baseURL!);
    expect(payment.resultCode).toBe('RedirectShopper');
    await page.goto(payment.action!.url);
    await expect(page).toHaveTitle(/3-D Secure/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your payment' }),
    ).toBeVisible();
    const audit = await new AxeBuilder({ page }).analyze();
    expect(
      audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);

    const button = page.getByRole('button', { name });
    if (press === 'click') await button.click();
    else {
      await button.focus();
      await page.keyboard.press('Enter');
    }
    await page.waitForURL(
      (url) => url.pathname === RETURN_PATH && url.searchParams.has('redirectResult'),
    );
    const redirectResult = new URL(page.url()).searchParams.get('redirectResult');
    const details = await request.post('/pay/v1/payments/details', {
      data: { details: { redirectResult } },
    });
    expect(((await details.json()) as PaymentResponse).resultCode).toBe(resultCode);
  });
}
