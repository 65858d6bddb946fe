/**
 * The 3-D Secure challenge page of the test provider: a small server-rendered page with no
 * script and no external asset, where the shopper approves or fails the authentication. One
 * form, two named buttons, so a keyboard, a screen reader and an end-to-end test find them by
 * role and name. Its form posts to the provider, which sends the shopper back to the shop.
 */
import { PAY_API } from '../../shared/payments/provider-api';
import type { PaymentRow } from './payment-answer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units in the currency's ISO 4217 decimals, as the provider counts them. */
function formatAmount(value: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.format(value / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${value} ${currency}`; // a currency code Intl does not know
  }
}

/**
 * The page's own policy: nothing loads, no script runs, and its form may go to the provider
 * and on to the shop's return address (browsers apply form-action to the redirect too).
 */
export function challengePagePolicy(returnUrl: string | null): string {
  const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function challengePage(payment: PaymentRow): string {
  const amount = escapeHtml(formatAmount(payment.amountValue, payment.currency));
  const action = escapeHtml(PAY_API.challenge(payment.challengeId ?? ''));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Confirm your payment – 3-D Secure test</title>
<style>
  body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; background: #f4f4f4; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.375rem; margin-block: 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block-start: 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.375rem; border: 2px solid #1a1a1a; cursor: pointer; }
  button[value="approve"] { background: #1a1a1a; color: #fff; }
  button[value="fail"] { background: #fff; color: #1a1a1a; }
  button:focus-visible { outline: 3px solid #0b5fff; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Confirm your payment</h1>
<p>This is the test payment provider's 3-D Secure check. Your bank would ask you to confirm this payment here.</p>
<dl>
  <dt>Amount</dt><dd>${amount}</dd>
  <dt>Order</dt><dd>${escapeHtml(payment.merchantReference)}</dd>
  <dt>Card</dt><dd>${escapeHtml(payment.cardBrand)} ending ${escapeHtml(payment.cardSummary)}</dd>
</dl>
<form method="post" action="${action}">
  <div class="actions">
    <button type="submit" name="outcome" value="approve">Approve</button>
    <button type="submit" name="outcome" value="fail">Fail authentication</button>
  </div>
</form>
</main>
</body>
</html>
`;
}
