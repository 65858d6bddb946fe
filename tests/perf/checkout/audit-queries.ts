/**
 * What the audit asks the database, in SQL over the shop's tables and the local payment
 * provider's own (provider_payments: what it charged, whatever the shop recorded). Each query
 * returns the rows that break a rule, or the counts the report prints.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { sqlRows } from '../../../src/server/db/sql-rows';

/** the statuses whose units are out of stock: sold, or held for a payment */
const HOLDING = sql`('PAID', 'AWAITING_PAYMENT')`;

/**
 * `column in (…values)`, false for none: drizzle sends an array parameter as a list of
 * parameters, which `in` takes as it is.
 */
const isIn = (column: SQL, values: readonly string[]) =>
  values.length === 0 ? sql`false` : sql`${column} in ${values}`;

export interface SkuStock {
  sku: string;
  stock: number;
  /** units in orders PAID or AWAITING_PAYMENT */
  sold: number;
  paidOrders: number;
  awaitingOrders: number;
}

export const skuStocks = (db: Database, skus: readonly string[]) =>
  sqlRows<SkuStock>(
    db,
    sql`select s.sku, s.stock,
          coalesce(sum(l.quantity) filter (where o.status in ${HOLDING}), 0)::int as "sold",
          count(distinct o.id) filter (where o.status = 'PAID')::int as "paidOrders",
          count(distinct o.id) filter (where o.status = 'AWAITING_PAYMENT')::int as "awaitingOrders"
        from skus s
        left join order_lines l on l.sku = s.sku
        left join orders o on o.id = l.order_id
        where ${isIn(sql`s.sku`, skus)}
        group by s.sku, s.stock`,
  );

const count = async (db: Database, query: SQL) =>
  (await sqlRows<{ n: number }>(db, query))[0]?.n ?? 0;

export const awaitingOrders = (db: Database) =>
  count(db, sql`select count(*)::int as n from orders where status = 'AWAITING_PAYMENT'`);

/** merchant references the provider authorised more than once */
export const referencesChargedTwice = (db: Database) =>
  count(
    db,
    sql`select count(*)::int as n from (
          select merchant_reference from provider_payments where status = 'Authorised'
          group by merchant_reference having count(*) > 1) twice`,
  );

/** of these sessions (one order attempt each), those with more than one order or charge */
export const attemptsWithTwo = (db: Database, sessions: readonly string[]) =>
  count(
    db,
    sql`select count(*)::int as n from (
          select o.session_id from orders o
          left join provider_payments p
            on p.merchant_reference = o.reference and p.status = 'Authorised'
          where ${isIn(sql`o.session_id::text`, sessions)}
          group by o.session_id
          having count(distinct o.id) > 1 or count(p.psp_reference) > 1) two`,
  );

/**
 * Authorised payments without their order PAID with that payment (by reference and the
 * provider's psp reference) for the amount charged: a charged order lost or left unpaid.
 */
export const chargedWithoutPaidOrder = (db: Database) =>
  count(
    db,
    sql`select count(*)::int as n from provider_payments p
        left join orders o on o.reference = p.merchant_reference
        where p.status = 'Authorised'
          and (o.id is null or o.status <> 'PAID'
               or o.payment_reference is distinct from p.psp_reference
               or o.total <> p.amount_value)`,
  );

/** of the references the shop answered PAID, those not PAID in its database */
export const answeredPaidNotPaid = async (db: Database, references: readonly string[]) =>
  new Set(references).size -
  (await count(
    db,
    sql`select count(*)::int as n from orders o
        where ${isIn(sql`o.reference`, [...new Set(references)])} and o.status = 'PAID'`,
  ));

export interface SessionOrder {
  session: string;
  status: string;
  /** the order was settled by the reconciliation */
  reconciled: boolean;
}

/** The orders of these sessions, with whether the reconciliation settled them. */
export const ordersOfSessions = (db: Database, sessions: readonly string[]) =>
  sqlRows<SessionOrder>(
    db,
    sql`select o.session_id::text as "session", o.status, exists (
          select 1 from order_status_history h
          where h.order_id = o.id and h.note like 'reconciled:%') as "reconciled"
        from orders o where ${isIn(sql`o.session_id::text`, sessions)}`,
  );
