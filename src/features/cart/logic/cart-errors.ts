import { ApiError } from '../../../shared/api/api-error';
import type { LabelKey } from '../../../platform/i18n/i18n';
import type { ErrorCode } from '../../../shared/domain/errors';

/**
 * The codes a change of the bag's lines answers with (spec §8 stock codes, the cart limits of
 * §9) and the rate limit, mapped to labels; the basket's own calls add theirs (vouchers, shared
 * carts: basket-errors.ts). A code not named here is worded by the action's own failure message.
 */
const BY_CODE: Partial<Record<ErrorCode, LabelKey>> = {
  STOCK_QUANTITY_EXCEEDED: 'WEB.CART.ERROR.STOCK-QUANTITY-EXCEEDED',
  MAX_QTY_PER_ITEM_EXCEEDED: 'WEB.CART.ERROR.MAX-QTY-PER-ITEM',
  MAX_CART_QTY_EXCEEDED: 'WEB.CART.ERROR.MAX-CART-QTY',
  MAX_LINE_ITEMS_EXCEEDED: 'WEB.CART.ERROR.MAX-LINE-ITEMS',
  SECONDARY_VARIANT: 'WEB.CART.ERROR.SECONDARY-VARIANT',
  UNAVAILABLE_ITEMS: 'WEB.CART.ERROR.UNAVAILABLE',
  NOT_FOUND: 'WEB.CART.ERROR.UNAVAILABLE',
  TOO_MANY_REQUESTS: 'WEB.CART.ERROR.TOO-MANY-REQUESTS',
  EXCEEDED_MAX_ATTEMPTS: 'WEB.CART.ERROR.TOO-MANY-REQUESTS',
};

/**
 * The one place a cart failure becomes words. `fallback` is the action's own failure message
 * (spec §4: a failed add shows the add-cart-failure message).
 */
export function cartErrorLabel(
  error: unknown,
  fallback: LabelKey = 'WEB.CART.ERROR.GENERIC',
): LabelKey {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return 'WEB.CART.ERROR.NETWORK';
  const code: ErrorCode = error.code;
  return BY_CODE[code] ?? fallback;
}
