/**
 * The answer to an order the cart could not be made into (reserve-order.ts's refusals), in
 * spec §8's codes: each is a 409 the shopper can act on (the bag, the voucher, the step to
 * complete, the new total to confirm), and none stored anything.
 */
import type { ApiError } from '../../shared/api/api-error';
import type { ServerErrorCode } from '../../shared/domain/errors';
import { conflict } from '../http/api-error';
import type { ReserveOutcome } from '../orders/reserve-order';
import { unknownSession } from '../session/require-session';

type Refusal = Exclude<ReserveOutcome, { outcome: 'reserved' }>;

export function refusalError(refusal: Refusal): ApiError<ServerErrorCode> {
  switch (refusal.outcome) {
    case 'no-session':
      return unknownSession();
    case 'empty':
      return conflict('CART_EMPTY', 'The bag has nothing to order');
    case 'unavailable':
      return conflict('UNAVAILABLE_ITEMS', 'Some items cannot be ordered in these quantities', {
        skus: refusal.skus,
      });
    case 'voucher-refused':
      return conflict(refusal.errorCode, 'The voucher in the bag can no longer be used', {
        voucherCode: refusal.code,
      });
    case 'in-progress':
      return conflict('ORDER_IN_PROGRESS', 'An order of this bag is waiting for its payment', {
        orderReference: refusal.reference,
      });
    case 'incomplete':
      return conflict('CHECKOUT_INCOMPLETE', 'The checkout is missing what an order needs', {
        missing: refusal.missing,
      });
    case 'tax-not-calculated':
      return conflict('TAX_NOT_CALCULATED', 'The tax of this bag has not been calculated yet', {
        taxStatus: refusal.taxStatus,
      });
    case 'price-changed':
      return conflict('PRICE_CHANGED', 'The total has changed since it was shown', {
        total: refusal.total,
        currency: refusal.currency,
      });
  }
}
