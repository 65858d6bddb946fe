/**
 * What the checkout keeps for this tab's session (sessionStorage), surviving reloads and the
 * trip to the 3-D Secure page: whether test-mode payment options are shown (spec §2
 * ?showTestPayments, given once on any checkout URL) and the count of the shopper's payments
 * declined since their last order (spec §3 Cart failedCheckoutAttempts). Neither is card data.
 * Storage that refuses (private mode) only means nothing is kept.
 */
const TEST_PAYMENTS_KEY = 'showTestPayments';
const failedKey = (siteTag: string) => `failedCheckoutAttempts:${siteTag}`;

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
