/**
 * What the app does with the answer to placing an order (POST /api/checkout/payment) or to
 * completing its 3-D Secure payment (…/details), spec §4 "Cart actions" and §8 payment codes,
 * decided in one place:
 *  - complete: PAID, or a payment the provider still decides (202 PENDING) → /complete;
 *  - redirect: a provider's page to follow (3-D Secure, PayPal, the bank, Alipay), as its
 *    action says: a GET of its url, or a form POST of its data;
 *  - refused: the card was declined or could not be charged → back to the payment choice with
 *    the reason, the card form cleared, failedCheckoutAttempts counted;
 *  - card-again: card data the provider cannot use (or a 3-D Secure return it cannot
 *    complete), a wallet token it refused, a method the order cannot be paid with → back to
 *    the payment choice to pay again, nothing counted;
 *  - price-changed: the total is another now → the cart reloaded and the new total shown;
 *  - step: the checkout lacks what an order needs → the first incomplete step;
 *  - bag: the bag cannot be ordered as it stands → the cart reloaded, the bag offered;
 *  - message: the shopper stays where they are, everything kept, with what happened (no
 *    connection, a server failure shown as code 500, too many attempts …).
 */
import type { LabelKey } from '../../../platform/i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';
import type { PlacedOrder } from '../../../shared/api/checkout-payment';
import type { RedirectAction } from '../../../shared/payments/provider-api';

export type PaymentNotice =
  | 'CARD_AGAIN'
  // a review reloaded after a method other than a card was chosen: choose it again
  | 'PAYMENT_AGAIN'
  | 'REFUSED'
  | 'REFUSED_FUNDS'
  | 'REFUSED_3DS'
  | 'PREAUTH_FAILED'
  | 'CARD_EXPIRED'
  | 'STORED_CARD_UNKNOWN'
  | 'CHALLENGE_INVALID'
  // a method the site or the order's currency cannot take (PAYMENT_METHOD_UNAVAILABLE)
  | 'METHOD_UNAVAILABLE'
  // a wallet's token the provider refused (WALLET_TOKEN_INVALID)
  | 'WALLET_REFUSED';

export type PlaceMessage =
  | 'OFFLINE'
  | 'SERVER'
  | 'TOO_MANY'
  | 'IN_PROGRESS'
  | 'AGREEMENTS'
  | 'BAG_CHANGED'
  | 'GENERIC'
  // a wallet's payment sheet that could not open or gave no token
  | 'WALLET_FAILED'
  // the captcha (src/platform/captcha): its dialog cancelled, or still asked for
  | 'CAPTCHA_CANCELLED'
  | 'CAPTCHA_REQUIRED';

export type PlaceOutcome =
  | { kind: 'complete'; orderReference: string }
  | { kind: 'redirect'; action: RedirectAction }
  | { kind: 'refused'; notice: PaymentNotice }
  | { kind: 'card-again'; notice: PaymentNotice }
  | { kind: 'price-changed'; total: number; currency: string }
  | { kind: 'step' }
  | { kind: 'bag' }
  | { kind: 'message'; message: PlaceMessage };

export function outcomeOfPlaced(placed: PlacedOrder): PlaceOutcome {
  if (placed.status === 'AWAITING_PAYMENT' && placed.action)
    return { kind: 'redirect', action: placed.action };
  if (placed.status === 'CANCELLED') return { kind: 'refused', notice: 'REFUSED' };
  // PAID, or waiting for the provider: the complete page says which
  return { kind: 'complete', orderReference: placed.orderReference };
}

/** The provider's refusal reasons the shopper can act on differently (docs/payments.md). */
const REFUSAL_NOTICES: Record<string, PaymentNotice> = {
  'Not enough balance': 'REFUSED_FUNDS',
  '3D Not Authenticated': 'REFUSED_3DS',
};

const CARD_DATA_CODES = new Set([
  'CARD_MISSING',
  'CARD_DATA_UNREADABLE',
  'CARD_KEY_UNKNOWN',
  'CARD_NUMBER_INVALID',
  'CARD_EXPIRY_INVALID',
  'CARD_SECURITY_CODE_INVALID',
]);

const BAG_CODES = new Set([
  'CART_EMPTY',
  'UNAVAILABLE_ITEMS',
  'VOUCHER_UNKNOWN',
  'VOUCHER_EXPIRED',
  'VOUCHER_NOT_YET_VALID',
  'VOUCHER_MINIMUM_NOT_MET',
  'VOUCHER_ALREADY_USED',
]);

const refusalReason = (details: unknown) =>
  (details as { refusalReason?: unknown } | undefined)?.refusalReason;

export function outcomeOfError(error: unknown): PlaceOutcome {
  if (!(error instanceof ApiError)) return { kind: 'message', message: 'GENERIC' };
  if (error.isNetworkError) return { kind: 'message', message: 'OFFLINE' };
  // spec §4: a server failure is shown as code 500, whatever its own status
  if (error.status >= 500) return { kind: 'message', message: 'SERVER' };
  const code: string = error.code;
  if (code === 'ADRESULT_REFUSED') {
    const reason = refusalReason(error.details);
    const notice = typeof reason === 'string' ? REFUSAL_NOTICES[reason] : undefined;
    return { kind: 'refused', notice: notice ?? 'REFUSED' };
  }
  if (code === 'PREAUTH_FAILED') return { kind: 'refused', notice: 'PREAUTH_FAILED' };
  if (code === 'PRICE_CHANGED') {
    const details = error.details as { total?: unknown; currency?: unknown } | undefined;
    if (typeof details?.total === 'number' && typeof details.currency === 'string')
      return { kind: 'price-changed', total: details.total, currency: details.currency };
    return { kind: 'bag' };
  }
  // a step is missing, or (US) the tax of the cart as it is now: the shipping step asks again
  if (code === 'CHECKOUT_INCOMPLETE' || code === 'TAX_NOT_CALCULATED') return { kind: 'step' };
  if (BAG_CODES.has(code)) return { kind: 'bag' };
  if (CARD_DATA_CODES.has(code)) return { kind: 'card-again', notice: 'CARD_AGAIN' };
  if (code === 'CARD_EXPIRED') return { kind: 'card-again', notice: 'CARD_EXPIRED' };
  if (code === 'STORED_CARD_UNKNOWN') return { kind: 'card-again', notice: 'STORED_CARD_UNKNOWN' };
  if (code === 'REDIRECT_RESULT_INVALID' || code === 'ORDER_NOT_FOUND')
    return { kind: 'card-again', notice: 'CHALLENGE_INVALID' };
  if (code === 'PAYMENT_METHOD_UNAVAILABLE')
    return { kind: 'card-again', notice: 'METHOD_UNAVAILABLE' };
  if (code === 'WALLET_TOKEN_INVALID') return { kind: 'card-again', notice: 'WALLET_REFUSED' };
  if (code === 'ORDER_IN_PROGRESS' || code === 'CONFLICT')
    return { kind: 'message', message: 'IN_PROGRESS' };
  if (code === 'AGREEMENTS_REQUIRED') return { kind: 'message', message: 'AGREEMENTS' };
  if (code === 'CAPTCHA_CANCELLED' || code === 'CAPTCHA_REQUIRED')
    return { kind: 'message', message: code };
  if (error.status === 429) return { kind: 'message', message: 'TOO_MANY' };
  return { kind: 'message', message: 'GENERIC' };
}

/** The text of a message: the captcha's are its own labels, the others the checkout's. */
export function placeMessageLabel(message: PlaceMessage): LabelKey {
  if (message === 'CAPTCHA_CANCELLED') return 'WEB.CAPTCHA.CANCELLED';
  if (message === 'CAPTCHA_REQUIRED') return 'WEB.CAPTCHA.REQUIRED';
  return `WEB.CHECKOUT.PLACE.${message}`;
}
