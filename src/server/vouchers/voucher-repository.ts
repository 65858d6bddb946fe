/**
 * Vouchers in the database (db/schema.ts `vouchers`, `voucher_redemptions`). The cart reads the
 * voucher it holds in its own statement (cart-repository.ts); these write them: the seed, the
 * shop's operators, and the checkout that redeems one (next issue).
 */
import { sql } from 'drizzle-orm';
import { normaliseVoucherCode, type StoredVoucher } from '../../shared/domain/promotions';
import type { VoucherTranslations } from '../campaigns/campaign-texts';
import type { Database } from '../db/client';
import { voucherRedemptions, vouchers } from '../db/schema';

export interface VoucherWrite {
  voucher: StoredVoucher;
  texts?: VoucherTranslations;
}

/** Writes vouchers, replacing those with the same codes (stored in their normalised form). */
export async function saveVouchers(db: Database, writes: readonly VoucherWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db
    .insert(vouchers)
    .values(
      writes.map(({ voucher, texts }) => {
        const code = normaliseVoucherCode(voucher.code);
        return { code, definition: { ...voucher, code }, texts: texts ?? {} };
      }),
    )
    .onConflictDoUpdate({
      target: vouchers.code,
      set: { definition: sql`excluded.definition`, texts: sql`excluded.texts` },
    });
}

/** Records that an order used a voucher: a single-use one is then used up. */
export async function recordRedemption(
  db: Database,
  redemption: { code: string; orderReference: string; sessionId?: string },
): Promise<void> {
  await db.insert(voucherRedemptions).values({
    code: normaliseVoucherCode(redemption.code),
    orderReference: redemption.orderReference,
    sessionId: redemption.sessionId ?? null,
  });
}

export async function deleteAllVouchers(db: Database): Promise<void> {
  await db.delete(vouchers);
}
