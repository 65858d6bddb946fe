/**
 * SQL of the cart: its lines with their skus' live state, and the writes, each one round trip
 * to a function of migration 0008 that checks the rules needing live data, writes, and answers
 * the lines after the write. The add (migration 0009) also checks and extends the shopping
 * session, so it is the request's only statement; it and the lines' read go through the raw
 * driver (db/raw-query.ts). Everything else the cart shows comes from the catalogue view
 * (cart-lines.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { AVAILABILITY, isOrderable } from '../../shared/domain/availability';
import type { Database } from '../db/client';
import { rawQuery, type HotStatement } from '../db/raw-query';
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

/** That a write was made (then with the cart's lines after it), or which rule refused it. */
export type WriteOutcome =
  | { outcome: 'changed'; lines: LiveLine[] }
  | { outcome: 'stock'; stock: number }
  | {
      outcome:
        'no-session' | 'no-line' | 'not-an-option' | 'unavailable' | 'max-quantity' | 'max-lines';
    };

interface LineRow {
  /** null in the one row that answers a write leaving the cart empty */
  id: string | null;
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

const toLines = (found: readonly LineRow[]): LiveLine[] =>
  found.flatMap((row) => (row.id === null ? [] : [toLine({ ...row, id: row.id })]));

const toLine = (row: LineRow & { id: string }): LiveLine => ({
  id: row.id,
  productId: row.product_id,
  sku: row.sku,
  quantity: row.quantity,
  size: row.size,
  availability: row.availability,
  shipDateStart: row.ship_date_start,
  shipDateEnd: row.ship_date_end,
});

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function outcomeOf(result: readonly OutcomeRow[]): WriteOutcome {
  const [first] = result;
  if (!first) throw new Error('a cart write returned no row');
  if (first.outcome === 'changed') return { outcome: 'changed', lines: toLines(result) };
  if (first.outcome === 'stock') return { outcome: 'stock', stock: first.stock ?? 0 };
  return { outcome: first.outcome as Exclude<WriteOutcome['outcome'], 'changed' | 'stock'> };
}

async function write(db: Database, call: SQL): Promise<WriteOutcome> {
  return outcomeOf(await rows<OutcomeRow>(db, sql`select * from ${call}`));
}

const CART_LINES: HotStatement = {
  name: 'cart_lines',
  text: 'select * from cart_lines($1::uuid)',
};

/** Every line of a cart with its sku's live state, newest first. */
export async function listLiveLines(db: Database, sessionId: string): Promise<LiveLine[]> {
  return toLines(await rawQuery<LineRow>(db, CART_LINES, [sessionId]));
}

const CART_ADD: HotStatement = {
  name: 'cart_add',
  text: `select * from cart_add($1::uuid, $2, $3, $4::int, $5::smallint[], $6::smallint[],
    $7::int, $8::int, $9::bigint, $10::bigint)`,
};

/**
 * Adds `quantity` of a sku: a new line, or more of the existing one. The session must have been
 * used within `session.idleMs` ('no-session' otherwise); its last use is rewritten once older
 * than `session.touchMs` (session-repository.ts).
 */
export async function addLine(
  db: Database,
  line: { sessionId: string; productId: string; sku: string; quantity: number },
  session: { idleMs: number; touchMs: number },
): Promise<WriteOutcome> {
  const values = [
    line.sessionId,
    line.productId,
    line.sku,
    line.quantity,
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
    MAX_LINE_ITEMS,
    Math.round(session.idleMs),
    Math.round(session.touchMs),
  ];
  return outcomeOf(await rawQuery<OutcomeRow>(db, CART_ADD, values));
}

/** Sets a line's quantity; 0 removes the line. */
export function setLineQuantity(
  db: Database,
  line: { sessionId: string; itemId: string; quantity: number },
): Promise<WriteOutcome> {
  return write(
    db,
    sql`cart_set_quantity(${line.sessionId}::uuid, ${line.itemId}::uuid, ${line.quantity}::int,
      ${ORDERABLE}::smallint[], ${FROM_STOCK}::smallint[], ${MAX_QTY_PER_ITEM}::int)`,
  );
}
