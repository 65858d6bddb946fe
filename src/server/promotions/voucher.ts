/**
 * Whether a voucher applies to a cart (docs/promotions.md "Vouchers"). Each reason it does not
 * has its own status and error code, checked in this order: unknown, not yet valid, expired,
 * already used, minimum not met — the last is the only one the shopper can fix by shopping, so
 * it is said only when nothing else stands in the way.
 */
import type { ServerErrorCode } from '../../shared/domain/errors';
import type { Voucher } from '../../shared/domain/promotions';

export type VoucherRefusal =
  'UNKNOWN' | 'NOT_YET_VALID' | 'EXPIRED' | 'ALREADY_USED' | 'MINIMUM_NOT_MET';

export const VOUCHER_ERROR_CODES = {
  UNKNOWN: 'VOUCHER_UNKNOWN',
  NOT_YET_VALID: 'VOUCHER_NOT_YET_VALID',
  EXPIRED: 'VOUCHER_EXPIRED',
  ALREADY_USED: 'VOUCHER_ALREADY_USED',
  MINIMUM_NOT_MET: 'VOUCHER_MINIMUM_NOT_MET',
} as const satisfies Record<VoucherRefusal, ServerErrorCode>;

export type VoucherOutcome =
  | { status: 'APPLIED'; code: string; voucher: Voucher }
  | {
      status: VoucherRefusal;
      code: string;
      errorCode: (typeof VOUCHER_ERROR_CODES)[VoucherRefusal];
      /** null when the code names no voucher */
      voucher: Voucher | null;
    };

export interface VoucherCheck {
  code: string;
  voucher: Voucher | null;
  alreadyUsed: boolean;
  /** the items' sale total before promotions, gifts left out */
  itemsTotal: number;
  /** epoch ms */
  now: number;
}

function refusalOf(check: VoucherCheck, voucher: Voucher): VoucherRefusal | null {
  if (check.now < voucher.validFrom) return 'NOT_YET_VALID';
  if (check.now >= voucher.validTo) return 'EXPIRED';
  if (voucher.singleUse && check.alreadyUsed) return 'ALREADY_USED';
  if (voucher.minimumBasket !== undefined && check.itemsTotal < voucher.minimumBasket)
    return 'MINIMUM_NOT_MET';
  return null;
}

function refused(status: VoucherRefusal, code: string, voucher: Voucher | null): VoucherOutcome {
  return { status, code, errorCode: VOUCHER_ERROR_CODES[status], voucher };
}

export function evaluateVoucher(check: VoucherCheck): VoucherOutcome {
  const { code, voucher } = check;
  if (!voucher) return refused('UNKNOWN', code, null);
  const refusal = refusalOf(check, voucher);
  return refusal ? refused(refusal, code, voucher) : { status: 'APPLIED', code, voucher };
}
