/**
 * The voucher a cart holds, as the engine takes it (VoucherInput): the stored definition its
 * statement read, checked against the stored voucher schema, resolved to the site's currency
 * and given its texts in the request's language. A code that names no voucher — or one the
 * server could not apply as stored, which it logs as the campaigns' are — is an unknown one.
 */
import { Compile } from 'typebox/compile';
import { StoredVoucherSchema } from '../../shared/api/promotions';
import type { Voucher } from '../../shared/domain/promotions';
import { localiseVoucher, VoucherTranslationsSchema } from '../campaigns/campaign-texts';
import type { HeldVoucher } from '../cart/cart-repository';
import { resolveVoucher, type VoucherInput } from '../promotions';

const validVoucher = Compile(StoredVoucherSchema);
const validTexts = Compile(VoucherTranslationsSchema);

export interface VoucherReading {
  input: VoucherInput;
  /** why a stored definition could not be used, for the log; absent when it could */
  problem?: string;
}

function resolved(held: HeldVoucher, currency: string, lang: string): Voucher | string | null {
  if (held.definition === null) return null;
  if (!validVoucher.Check(held.definition)) return 'not a stored voucher';
  const resolution = resolveVoucher(held.definition, currency);
  if (!resolution.ok) return resolution.reason;
  const texts = validTexts.Check(held.texts) ? held.texts : {};
  return localiseVoucher(resolution.value, texts, lang, currency);
}

export function readHeldVoucher(held: HeldVoucher, currency: string, lang: string): VoucherReading {
  const voucher = resolved(held, currency, lang);
  const input = {
    code: held.code,
    voucher: typeof voucher === 'string' ? null : voucher,
    alreadyUsed: held.used,
  };
  return typeof voucher === 'string'
    ? { input, problem: `voucher ${held.code}: ${voucher}` }
    : { input };
}
