/**
 * What the server says when a voucher does not apply: the 422 of PUT /api/cart/voucher, and the
 * cart's voucherMessage while a voucher it holds takes nothing off (docs/promotions.md
 * "Vouchers"). The app shows its own label for each code; these are the messages of the body.
 */
import { formatMoney } from '../../shared/domain/currency';
import type { VoucherOutcome } from '../promotions';

export function voucherRefusalMessage(
  outcome: Exclude<VoucherOutcome, { status: 'APPLIED' }>,
  site: { currency: string; countryCode: string },
): string {
  const { code, voucher } = outcome;
  switch (outcome.status) {
    case 'UNKNOWN':
      return `There is no voucher ${code}`;
    case 'NOT_YET_VALID':
      return `Voucher ${code} is not valid yet`;
    case 'EXPIRED':
      return `Voucher ${code} has expired`;
    case 'ALREADY_USED':
      return `Voucher ${code} has already been used`;
    case 'MINIMUM_NOT_MET': {
      const minimum = formatMoney(
        voucher?.minimumBasket ?? 0,
        site.currency,
        site.countryCode,
        `en-${site.countryCode}`,
      );
      return `Voucher ${code} needs items worth at least ${minimum}`;
    }
  }
}
