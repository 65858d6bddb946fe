/**
 * PUT /api/cart/voucher (spec §7; docs/promotions.md "Vouchers"). Applying is judged with the
 * cart's own prices, so it takes two statements: one reads the cart describing the code, the
 * engine judges it, and only a code that applies is then written onto the cart. A refused code
 * writes nothing and gets its own 422 code. Whether the held code applies is judged again with
 * every answer, so a cart that changes in between is still priced right.
 */
import { normaliseVoucherCode } from '../../shared/domain/promotions';
import type { Database } from '../db/client';
import { unprocessable } from '../http/api-error';
import type { SessionUse } from '../session/session-repository';
import { voucherRefusalMessage } from '../vouchers/voucher-messages';
import { checkVoucher, setVoucher, type CartState } from './cart-repository';
import { cartOf } from './cart-service';
import type { PricedCartState } from './price-cart-state';

export type PriceCart = (state: CartState) => PricedCartState;

export async function applyVoucher(
  db: Database,
  session: SessionUse,
  site: { currency: string; countryCode: string },
  code: string,
  price: PriceCart,
): Promise<PricedCartState> {
  const normalised = normaliseVoucherCode(code);
  const outcome = price(cartOf(await checkVoucher(db, session, normalised))).voucher;
  if (!outcome) throw new Error('a voucher check answered a cart without the voucher');
  if (outcome.status !== 'APPLIED') {
    const minimum =
      outcome.status === 'MINIMUM_NOT_MET' ? outcome.voucher?.minimumBasket : undefined;
    throw unprocessable(
      outcome.errorCode,
      voucherRefusalMessage(outcome, site),
      minimum === undefined ? { code: normalised } : { code: normalised, minimumBasket: minimum },
    );
  }
  return price(cartOf(await setVoucher(db, session, normalised)));
}

export async function removeVoucher(
  db: Database,
  session: SessionUse,
  price: PriceCart,
): Promise<PricedCartState> {
  return price(cartOf(await setVoucher(db, session, null)));
}
