import type { LabelKey } from '../../../platform/i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';
import type { ErrorCode } from '../../../shared/domain/errors';
import { cartErrorLabel } from './cart-errors';

/**
 * The codes only the basket's own calls answer with — a voucher refused, one reason each
 * (docs/promotions.md "Vouchers"), and a shared cart that is unknown or expired — mapped to
 * labels; every other code is a cart code (cart-errors.ts). Kept apart from those so that the
 * header's code on every page carries only what adding to the bag can answer.
 */
const BY_CODE: Partial<Record<ErrorCode, LabelKey>> = {
  CART_NOT_FOUND: 'WEB.CART.ERROR.CART-NOT-FOUND',
  VOUCHER_UNKNOWN: 'WEB.BASKET.VOUCHER.ERROR.UNKNOWN',
  VOUCHER_EXPIRED: 'WEB.BASKET.VOUCHER.ERROR.EXPIRED',
  VOUCHER_NOT_YET_VALID: 'WEB.BASKET.VOUCHER.ERROR.NOT-YET-VALID',
  VOUCHER_MINIMUM_NOT_MET: 'WEB.BASKET.VOUCHER.ERROR.MINIMUM-NOT-MET',
  VOUCHER_ALREADY_USED: 'WEB.BASKET.VOUCHER.ERROR.ALREADY-USED',
};

export function basketErrorLabel(error: unknown, fallback: LabelKey): LabelKey {
  const code = error instanceof ApiError ? BY_CODE[error.code as ErrorCode] : undefined;
  return code ?? cartErrorLabel(error, fallback);
}
