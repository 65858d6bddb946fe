/**
 * The iDEAL bank's and Alipay's pages at the test provider (provider-page.ts; the rules in
 * redirect-service.ts). iDEAL lists the test banks to choose from (a radio group; Decline needs
 * no bank); both offer Approve, Decline and Leave pending. A payment left pending shows the
 * same page with the bank's later decision, Approve or Decline, and that decision's answer is a
 * page of its own saying what the bank did.
 */
import { PAY_API } from '../../shared/payments/provider-api';
import type { PaymentRow } from './payment-answer';
import {
  formatAmount,
  html,
  joinHtml,
  paymentFacts,
  providerPage,
  type Raw,
} from './provider-page';
import { isWaitingForBank, type RedirectMethod } from './redirect-service';
import { TEST_BANKS } from './test-payers';

const TEXTS: Record<RedirectMethod, { title: string; heading: string; intro: string }> = {
  ideal: {
    title: 'iDEAL – choose your bank (test)',
    heading: 'Pay with iDEAL',
    intro:
      "This is the test payment provider's iDEAL page. Your bank would ask you to confirm this transfer here.",
  },
  alipay: {
    title: 'Alipay – confirm your payment (test)',
    heading: 'Pay with Alipay',
    intro:
      "This is the test payment provider's Alipay wallet. Alipay would ask you to confirm this payment in its app here.",
  },
};

function bankChoice(payment: PaymentRow): Raw {
  const preset = payment.methodData?.kind === 'ideal' ? payment.methodData.issuer : undefined;
  const banks = TEST_BANKS.filter((bank) => !preset || bank.issuer === preset).map(
    (bank) =>
      html`<label
        ><input
          type="radio"
          name="issuer"
          value="${bank.issuer}"
          required${bank.issuer === preset ? html` checked` : html``}
        /><span>${bank.name}</span></label
      >`,
  );
  return html`<fieldset>
    <legend>Choose your bank</legend>
    ${joinHtml(banks)}
  </fieldset>`;
}

const formAction = (method: RedirectMethod, payment: PaymentRow) =>
  method === 'ideal'
    ? PAY_API.bank(payment.challengeId ?? '')
    : PAY_API.alipay(payment.challengeId ?? '');

export function redirectPage(method: RedirectMethod, payment: PaymentRow): string {
  const texts = TEXTS[method];
  const later = isWaitingForBank(payment);
  const facts = paymentFacts([
    ['Amount', formatAmount(payment.amountValue, payment.currency)],
    ['Order', payment.merchantReference],
  ]);
  const choice = method === 'ideal' && !later ? bankChoice(payment) : html``;
  const intro = later
    ? html`<p>
        This payment is pending: the bank has not decided yet. As the test bank, decide it now.
      </p>`
    : html`<p>${texts.intro}</p>`;
  const pending = later
    ? html``
    : html`<button type="submit" name="outcome" value="pending">Leave pending</button>`;
  return providerPage({
    title: texts.title,
    heading: texts.heading,
    body: html`${intro} ${facts}
      <form method="post" action="${formAction(method, payment)}">
        ${choice}
        <div class="actions">
          <button class="primary" type="submit" name="outcome" value="approve">Approve</button>
          <button type="submit" name="outcome" value="decline" formnovalidate>Decline</button>
          ${pending}
        </div>
      </form>`,
  });
}

/** The page after the bank's later decision on a pending payment. */
export function bankDecisionPage(method: RedirectMethod, payment: PaymentRow): string {
  const approved = payment.status === 'Authorised';
  return providerPage({
    title: `${TEXTS[method].title}: ${approved ? 'approved' : 'declined'}`,
    heading: approved ? 'The bank approved the payment' : 'The bank declined the payment',
    body: html`${paymentFacts([
        ['Amount', formatAmount(payment.amountValue, payment.currency)],
        ['Order', payment.merchantReference],
      ])}
      <p>The shop learns of it on its own. You can close this page.</p>`,
  });
}
