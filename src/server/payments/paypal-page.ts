/**
 * PayPal's approval page at the test provider (provider-page.ts): signed in as the test payer,
 * it shows the amount and where the order goes — the shop's delivery address, or, for an
 * express checkout, a choice of the payer's two saved addresses — with "Pay with PayPal" and
 * "Cancel and return". Its form posts to the provider, which sends the payer back to the shop.
 */
import { PAY_API } from '../../shared/payments/provider-api';
import type { ProviderAddress } from '../../shared/payments/provider-methods-api';
import type { PayPalData } from './method-data';
import type { PaymentRow } from './payment-answer';
import {
  formatAmount,
  html,
  joinHtml,
  paymentFacts,
  providerPage,
  type Raw,
} from './provider-page';

const countryNames = new Intl.DisplayNames('en', { type: 'region' });

/** An address as PayPal shows it, one line each. */
export function addressLines(address: ProviderAddress): string[] {
  return [
    [address.houseNumberOrName, address.street].filter(Boolean).join(' '),
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.stateOrProvince ?? '',
    countryNames.of(address.country) ?? address.country,
  ].filter(Boolean);
}

const addressHtml = (address: ProviderAddress): Raw =>
  joinHtml(
    addressLines(address).map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`)),
  );

function deliveryChoice(data: PayPalData): Raw {
  if (!data.express)
    return html`<h2>Delivery address</h2>
      <address>${addressHtml(data.addresses[0]!)}</address>`;
  const options = data.addresses.map(
    (address, index) =>
      html`<label
        ><input
          type="radio"
          name="address"
          value="${String(index)}"
          ${index === 0 ? html` checked` : html``}
        /><span>${addressHtml(address)}</span></label
      >`,
  );
  return html`<fieldset>
    <legend>Deliver to</legend>
    ${joinHtml(options)}
  </fieldset>`;
}

export function paypalPage(payment: PaymentRow & { methodData: PayPalData }): string {
  const { payer } = payment.methodData;
  const choice = deliveryChoice(payment.methodData);
  return providerPage({
    title: 'Pay with PayPal – test',
    heading: 'Pay with PayPal',
    body: html`<p>
        This is the test payment provider's PayPal page, signed in as ${payer.firstName}
        ${payer.lastName} (${payer.email}).
      </p>
      ${paymentFacts([
        ['Amount', formatAmount(payment.amountValue, payment.currency)],
        ['Order', payment.merchantReference],
      ])}
      <form method="post" action="${PAY_API.paypal(payment.challengeId ?? '')}">
        ${choice}
        <div class="actions">
          <button class="primary" type="submit" name="outcome" value="approve">
            Pay with PayPal
          </button>
          <button type="submit" name="outcome" value="cancel">Cancel and return</button>
        </div>
      </form>`,
  });
}
