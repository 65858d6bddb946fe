/**
 * What a provider's answer means to the shop (spec §8 payment status codes), and the amount in
 * the provider's units. Kept beside the client so a checkout never reads resultCode itself.
 */
import type { PaymentResponse, RedirectAction } from '../../shared/payments/provider-api';

export type ShopPaymentOutcome =
  | { kind: 'authorised'; pspReference: string }
  /** 3-D Secure: send the shopper to action.url, then complete with details() */
  | { kind: 'action'; pspReference: string; action: RedirectAction }
  | { kind: 'refused'; code: 'ADRESULT_REFUSED'; pspReference: string; reason: string }
  | { kind: 'failed'; code: 'PREAUTH_FAILED'; pspReference: string; reason: string }
  | { kind: 'pending'; code: 'PENDING'; pspReference: string };

export function shopOutcome(response: PaymentResponse): ShopPaymentOutcome {
  const { pspReference } = response;
  const reason = response.refusalReason ?? response.resultCode;
  switch (response.resultCode) {
    case 'Authorised':
      return { kind: 'authorised', pspReference };
    case 'RedirectShopper':
      if (response.action) return { kind: 'action', pspReference, action: response.action };
      // a challenge already answered: the payment waits for details(), as if pending
      return { kind: 'pending', code: 'PENDING', pspReference };
    case 'Refused':
      return { kind: 'refused', code: 'ADRESULT_REFUSED', pspReference, reason };
    case 'Pending':
      return { kind: 'pending', code: 'PENDING', pspReference };
    case 'Error':
      return { kind: 'failed', code: 'PREAUTH_FAILED', pspReference, reason };
  }
}

/**
 * The shop counts a site's money in the site's decimals (spec §9: 0 for AE, HU, JP …), the
 * provider in the currency's ISO 4217 minor units (AED has 2): scale between the two.
 */
export function toProviderMinorUnits(
  value: number,
  shopDecimals: number,
  currency: string,
): number {
  const iso =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return Math.round(value * 10 ** (iso - shopDecimals));
}
