/**
 * SQL of the cart: one statement a call, each a function of migration 0012 that first checks
 * the shopping session and marks it used (session/session-bound.ts), then checks the rules
 * needing live data, writes, and answers the cart: its public id and the voucher it holds (or
 * the one being checked), then its lines with their skus' live state. They go through the raw
 * driver (db/raw-query.ts). Everything else the cart shows comes from the catalogue view and
 * the campaigns in memory (cart-answer.ts).
 */
import { MAX_CART_QTY, MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { AVAILABILITY, isOrderable } from '../../shared/domain/availability';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawQuery, type HotStatement } from '../db/raw-query';
import { sqlRows } from '../db/sql-rows';
import { sessionParams, type SessionUse } from '../session/session-repository';
import { readStoredCheckout, type StoredCheckout } from '../checkout/stored-checkout';
import { SHIPS_FROM_STOCK, type LiveLine } from './cart-lines';

/** A PostgreSQL array literal of availability codes. */
const codes = (list: readonly number[]) => `{${list.join(',')}}`;
/** The orderable availability codes, and those capped by the stock: the statements' arrays. */
export const ORDERABLE = codes(Object.values(AVAILABILITY).filter(isOrderable));
export const FROM_STOCK = codes(SHIPS_FROM_STOCK);

/** The voucher a cart holds, or the one a check asks about, as stored (checked by the caller). */
export interface HeldVoucher {
  code: string;
  /** the stored voucher, or null when the code names none */
  definition: unknown;
  texts: unknown;
  /** redeemed at least once */
  used: boolean;
}

/** A session's cart as its statement answered it. */
export interface CartState {
  publicId: string;
  voucher: HeldVoucher | null;
  /** newest first */
  lines: LiveLine[];
  /** the addresses, consumer and shipping method given at checkout (migration 0014) */
  checkout: StoredCheckout;
}

/** Rules a statement can refuse a call by (the 'stock' one comes with the stock left). */
export type CartRefusal =
  | 'no-session'
  | 'no-line'
  | 'not-an-option'
  | 'secondary'
  | 'unavailable'
  | 'max-quantity'
  | 'max-lines'
  | 'max-cart-quantity'
  | 'cart-not-found';

export type CartOutcome =
  | { outcome: 'ok'; cart: CartState }
  | { outcome: 'stock'; stock: number }
  | { outcome: CartRefusal };

interface CartRow {
  outcome: string;
  stock: number | null;
  id: string;
  product_id: string;
  sku: string;
  quantity: number;
  size: string;
  availability: number;
  ship_date_start: number | null;
  ship_date_end: number | null;
  set_code: string | null;
  public_id: string;
  voucher_code: string | null;
  voucher: unknown;
  voucher_texts: unknown;
  voucher_used: boolean | null;
  checkout: unknown;
}

const toLine = (row: CartRow): LiveLine => ({
  id: row.id,
  productId: row.product_id,
  sku: row.sku,
  quantity: row.quantity,
  size: row.size,
  availability: row.availability,
  stock: row.stock ?? 0,
  shipDateStart: row.ship_date_start,
  shipDateEnd: row.ship_date_end,
  setCode: row.set_code,
});

/**
 * A cart statement's answer: a refusal alone, or the cart row (public id, voucher, checkout)
 * followed by its lines. Rows are as either driver gives them.
 */
function cartOutcomeOf(rows: readonly unknown[], name: string): CartOutcome {
  const [first] = rows as readonly CartRow[];
  if (!first) throw new Error(`${name} answered no row`);
  if (first.outcome === 'stock') return { outcome: 'stock', stock: first.stock ?? 0 };
  if (first.outcome !== 'cart') return { outcome: first.outcome as CartRefusal };
  const voucher =
    first.voucher_code === null
      ? null
      : {
          code: first.voucher_code,
          definition: first.voucher ?? null,
          texts: first.voucher_texts ?? {},
          used: first.voucher_used === true,
        };
  const lines: LiveLine[] = [];
  for (let index = 1; index < rows.length; index++) lines.push(toLine(rows[index] as CartRow));
  const checkout = readStoredCheckout(first.checkout);
  return { outcome: 'ok', cart: { publicId: first.public_id, voucher, lines, checkout } };
}

/** Runs a cart statement (see above) and reads its answer. */
export const runCartStatement = async (db: Database, statement: HotStatement, values: unknown[]) =>
  cartOutcomeOf(await rawQuery<CartRow>(db, statement, values), statement.name);

const run = runCartStatement;

/** The call of the cart function `name`: the session's three parameters, then `args`. */
export const cartStatement = (name: string, args: string): HotStatement => ({
  name,
  text: `select * from ${name}($1::uuid, $2::bigint, $3::bigint${args})`,
});

const CART_READ = cartStatement('cart_read', '');

/** The session's cart. */
export const readCartState = (db: Database, session: SessionUse) =>
  run(db, CART_READ, sessionParams(session));

/**
 * The session's cart read inside the transaction `tx` (an order's): the raw driver's prepared
 * statements run on a connection of their own, outside any transaction.
 */
export async function readCartStateIn(tx: Database, session: SessionUse): Promise<CartOutcome> {
  const [id, idleMs, touchMs] = sessionParams(session);
  const rows = await sqlRows<CartRow>(
    tx,
    sql`select * from cart_read(${id}::uuid, ${idleMs}::bigint, ${touchMs}::bigint)`,
  );
  return cartOutcomeOf(rows, 'cart_read');
}

const CART_ADD = cartStatement(
  'cart_add',
  `, $4, $5, $6::int, $7, $8::boolean, $9::smallint[], $10::smallint[], $11::int, $12::int,
    $13::int`,
);

export interface AddedLine {
  productId: string;
  sku: string;
  quantity: number;
  setCode?: string | undefined;
  /** empty the cart first, in the same write */
  clear?: boolean | undefined;
}

/** Adds `quantity` of a sku: a new line, or more of the existing one. */
export const addLine = (db: Database, session: SessionUse, line: AddedLine) =>
  run(db, CART_ADD, [
    ...sessionParams(session),
    line.productId,
    line.sku,
    line.quantity,
    line.setCode ?? null,
    line.clear === true,
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
    MAX_LINE_ITEMS,
    MAX_CART_QTY,
  ]);

const CART_SET_QUANTITY = cartStatement(
  'cart_set_quantity',
  ', $4::uuid, $5::int, $6::smallint[], $7::smallint[], $8::int, $9::int',
);

/** Sets a line's quantity; 0 removes the line. */
export const setLineQuantity = (
  db: Database,
  session: SessionUse,
  line: { itemId: string; quantity: number },
) =>
  run(db, CART_SET_QUANTITY, [
    ...sessionParams(session),
    line.itemId,
    line.quantity,
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
    MAX_CART_QTY,
  ]);

const CART_VOUCHER_CHECK = cartStatement('cart_voucher_check', ', $4');

/** The cart, describing the voucher `code` (normalised) instead of the one it holds. */
export const checkVoucher = (db: Database, session: SessionUse, code: string) =>
  run(db, CART_VOUCHER_CHECK, [...sessionParams(session), code]);

const CART_VOUCHER_SET = cartStatement('cart_voucher_set', ', $4');

/** The cart holds `code` (normalised) from now on; null takes its voucher off. */
export const setVoucher = (db: Database, session: SessionUse, code: string | null) =>
  run(db, CART_VOUCHER_SET, [...sessionParams(session), code]);

const CART_RECREATE = cartStatement(
  'cart_recreate',
  ', $4::uuid, $5::smallint[], $6::smallint[], $7::int, $8::int, $9::int',
);

/** Adds the lines of the cart named `publicId` to the session's, within the limits. */
export const recreateFrom = (db: Database, session: SessionUse, publicId: string) =>
  run(db, CART_RECREATE, [
    ...sessionParams(session),
    publicId,
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
    MAX_LINE_ITEMS,
    MAX_CART_QTY,
  ]);
