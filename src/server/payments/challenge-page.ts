/**
 * The 3-D Secure challenge page of the test provider (provider-page.ts), where the shopper
 * approves or fails the authentication. One form, two named buttons. Its form posts to the
 * provider, which sends the shopper back to the shop.
 */
import { PAY_API } from '../../shared/payments/provider-api';
import type { PaymentRow } from './payment-answer';
import { formatAmount, html, paymentFacts, providerPage } from './provider-page';

export function challengePage(payment: PaymentRow): string {
  const facts = paymentFacts([
    ['Amount', formatAmount(payment.amountValue, payment.currency)],
    ['Order', payment.merchantReference],
    ['Card', `${payment.cardBrand} ending ${payment.cardSummary ?? ''}`],
  ]);
  return providerPage({
    title: 'Confirm your payment – 3-D Secure test',
    heading: 'Confirm your payment',
    body: html`<p>
        This is the test payment provider's 3-D Secure check. Your bank would ask you to confirm
        this payment here.
      </p>
      ${facts}
      <form method="post" action="${PAY_API.challenge(payment.challengeId ?? '')}">
        <div class="actions">
          <button class="primary" type="submit" name="outcome" value="approve">Approve</button>
          <button type="submit" name="outcome" value="fail">Fail authentication</button>
        </div>
      </form>`,
  });
}
