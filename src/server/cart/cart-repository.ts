/**
 * SQL of the cart: one statement a call, each a function of migration 0010 that first checks
 * the shopping session and marks it used (session/session-bound.ts), then checks the rules
 * needing live data, writes, and answers the cart's lines with their skus' live state. They go
 * through the raw driver (db/raw-query.ts). Everything else the cart shows comes from the
 * catalogue view (cart-lines.ts).
 */
import { MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { AVAILABILITY, isOrderable } from '../../shared/domain/availability';
import type { Database } from '../db/client';
import { rawQuery, type HotStatement } from '../db/raw-query';
import { sessionParams, type SessionUse } from '../session/session-repository';
import type { LiveLine } from './cart-lines';

/**
 * Stock caps only what ships now: available and low-stock skus. Pre-orders and back-orders
 * are sold beyond the stock on hand; that is what those states mean.
 */
const SHIPS_FROM_STOCK: readonly number[] = [AVAILABILITY.available, AVAILABILITY.lowstock];

/** A PostgreSQL array literal of availability codes. */
const codes = (list: readonly number[]) => `{${list.join(',')}}`;
const ORDERABLE = codes(Object.values(AVAILABILITY).filter(isOrderable));
const FROM_STOCK = codes(SHIPS_FROM_STOCK);

/** The cart's lines (after the write, for a write), or which rule refused the call. */
export type CartOutcome =
  | { outcome: 'ok'; lines: LiveLine[] }
  | { outcome: 'stock'; stock: number }
  | {
      outcome:
        'no-session' | 'no-line' | 'not-an-option' | 'unavailable' | 'max-quantity' | 'max-lines';
    };

interface LineRow {
  id: string;
  product_id: string;
  sku: string;
  quantity: number;
  size: string;
  availability: number;
  ship_date_start: number | null;
  ship_date_end: number | null;
}

interface OutcomeRow extends LineRow {
  outcome: string;
  stock: number | null;
}

const toLine = (row: LineRow): LiveLine => ({
  id: row.id,
  productId: row.product_id,
  sku: row.sku,
  quantity: row.quantity,
  size: row.size,
  availability: row.availability,
  shipDateStart: row.ship_date_start,
  shipDateEnd: row.ship_date_end,
});

async function run(db: Database, statement: HotStatement, values: unknown[]): Promise<CartOutcome> {
  const result = await rawQuery<OutcomeRow>(db, statement, values);
  const [first] = result;
  // No row at all is an empty cart; a refusal is always one row.
  if (!first || first.outcome === 'ok') return { outcome: 'ok', lines: result.map(toLine) };
  if (first.outcome === 'stock') return { outcome: 'stock', stock: first.stock ?? 0 };
  return { outcome: first.outcome as Exclude<CartOutcome['outcome'], 'ok' | 'stock'> };
}

const CART_READ: HotStatement = {
  name: 'cart_read',
  text: 'select * from cart_read($1::uuid, $2::bigint, $3::bigint)',
};

/** Every line of a cart with its sku's live state, newest first. */
export async function readLines(db: Database, session: SessionUse): Promise<CartOutcome> {
  return run(db, CART_READ, sessionParams(session));
}

const CART_ADD: HotStatement = {
  name: 'cart_add',
  text: `select * from cart_add($1::uuid, $2::bigint, $3::bigint, $4, $5, $6::int,
    $7::smallint[], $8::smallint[], $9::int, $10::int)`,
};

/** Adds `quantity` of a sku: a new line, or more of the existing one. */
export async function addLine(
  db: Database,
  session: SessionUse,
  line: { productId: string; sku: string; quantity: number },
): Promise<CartOutcome> {
  const values = [
    ...sessionParams(session),
    line.productId,
    line.sku,
    line.quantity,
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
    MAX_LINE_ITEMS,
  ];
  return run(db, CART_ADD, values);
}

const CART_SET_QUANTITY: HotStatement = {
  name: 'cart_set_quantity',
  text: `select * from cart_set_quantity($1::uuid, $2::bigint, $3::bigint, $4::uuid, $5::int,
    $6::smallint[], $7::smallint[], $8::int)`,
};

/** Sets a line's quantity; 0 removes the line. */
export async function setLineQuantity(
  db: Database,
  session: SessionUse,
  line: { itemId: string; quantity: number },
): Promise<CartOutcome> {
  const values = [
    ...sessionParams(session),
    line.itemId,
    line.quantity,
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
  ];
  return run(db, CART_SET_QUANTITY, values);
}
