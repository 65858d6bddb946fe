/**
 * What the checkout keeps for this tab's session (sessionStorage), surviving reloads and the
 * trip to a provider's page (3-D Secure, PayPal, the bank, Alipay): whether test-mode payment
 * options are shown (spec §2 ?showTestPayments, given once on any checkout URL), the count of
 * the shopper's payments declined since their last order (spec §3 Cart failedCheckoutAttempts)
 * and the brand code of the method last chosen (offered first again, and the reason a review
 * after a reload gives is that method's). None is card data. Storage that refuses (private
 * mode) only means nothing is kept.
 */
const TEST_PAYMENTS_KEY = 'showTestPayments';
const failedKey = (siteTag: string) => `failedCheckoutAttempts:${siteTag}`;
const methodKey = (siteTag: string) => `paymentMethod:${siteTag}`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // nothing kept
  }
}

/** Takes ?showTestPayments from a URL's query ("false" or "0" turns it off) and answers the flag. */
export function rememberTestPayments(search: string): boolean {
  const params = new URLSearchParams(search);
  if (params.has(TEST_PAYMENTS_KEY)) {
    const value = params.get(TEST_PAYMENTS_KEY);
    write(TEST_PAYMENTS_KEY, value === 'false' || value === '0' ? null : 'true');
  }
  return read(TEST_PAYMENTS_KEY) === 'true';
}

export const failedCheckoutAttempts = (siteTag: string): number =>
  Number(read(failedKey(siteTag))) || 0;

/** One more declined payment (spec §4 "Order rejection raises failedCheckoutAttempts"). */
export const countFailedAttempt = (siteTag: string) =>
  write(failedKey(siteTag), String(failedCheckoutAttempts(siteTag) + 1));

/** An order placed: the count starts again. */
export const clearFailedAttempts = (siteTag: string) => write(failedKey(siteTag), null);

/** The method chosen on the payment step, by its brand code (creditcard, paypal …). */
export const rememberPaymentMethod = (siteTag: string, brandCode: string) =>
  write(methodKey(siteTag), brandCode);

export const rememberedPaymentMethod = (siteTag: string): string | null => read(methodKey(siteTag));
