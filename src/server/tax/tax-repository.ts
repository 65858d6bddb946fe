/**
 * SQL of the cart's tax: starting a calculation is a cart statement (migration 0018's
 * cart_tax_start: the session checked and locked first, the cart answered); settling it is a
 * plain update that acts only on the attempt still pending, so a superseded or repeated answer
 * changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { cartStatement, runCartStatement } from '../cart/cart-repository';
import type { Database } from '../db/client';
import { cartTaxes } from '../db/schema';
import { sessionParams, type SessionUse } from '../session/session-repository';
import type { TaxOutcome } from './tax-service';

const CART_TAX_START = cartStatement('cart_tax_start', ', $4, $5::uuid');

/** The session's tax becomes `attempt` for the cart of `fingerprint`, PENDING. */
export const startCartTax = (
  db: Database,
  session: SessionUse,
  fingerprint: string,
  attempt: string,
) => runCartStatement(db, CART_TAX_START, [...sessionParams(session), fingerprint, attempt]);

/** Records the service's answer to `attempt`; false when that attempt is no longer pending. */
export async function settleCartTax(
  db: Database,
  sessionId: string,
  attempt: string,
  outcome: TaxOutcome,
): Promise<boolean> {
  const answer =
    outcome.status === 'DONE'
      ? { status: 'DONE', totalTax: outcome.totalTax, shippingTax: outcome.shippingTax }
      : { status: 'FAILED', message: outcome.message };
  const settled = await db
    .update(cartTaxes)
    .set({ ...answer, settledAt: sql`now()` })
    .where(
      and(
        eq(cartTaxes.sessionId, sessionId),
        eq(cartTaxes.attempt, attempt),
        eq(cartTaxes.status, 'PENDING'),
      ),
    )
    .returning({ attempt: cartTaxes.attempt });
  return settled.length > 0;
}
