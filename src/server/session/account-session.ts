/**
 * Opening and ending an account's shopping session (issue 14; docs/api.md "Account sessions").
 * The account has one live session, shared by its devices, so its bag follows it; the
 * shopper's anonymous session merges into it and is ended, in one statement (migration 0024's
 * `account_session_open`: the cart limits and the favourites' rule are there).
 */
import { MAX_CART_QTY, MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../shared/constants';
import { MAX_FAVOURITES } from '../../shared/api/favourites';
import type { Database } from '../db/client';
import { rawQuery, type HotStatement } from '../db/raw-query';
import { isUuid } from '../db/uuid';
import { FROM_STOCK, ORDERABLE } from '../cart/cart-repository';
import { rememberBinding } from './session-owner';

const ACCOUNT_SESSION_OPEN: HotStatement = {
  name: 'account_session_open',
  text: `select account_session_open($1::text, $2::uuid, $3::text, $4::text, $5::bigint,
    $6::smallint[], $7::smallint[], $8::int, $9::int, $10::int, $11::int) as id`,
};

export interface AccountSessionRequest {
  accountId: string;
  /** the session the shopper used before signing in, if they name one */
  anonymousId: string | undefined;
  language: string;
  site: string;
  idleMs: number;
}

/** The account's live session (opened if it has none), the anonymous one merged into it. */
export async function openAccountSession(
  db: Database,
  request: AccountSessionRequest,
): Promise<string> {
  const anonymous = request.anonymousId && isUuid(request.anonymousId) ? request.anonymousId : null;
  const [row] = await rawQuery<{ id: string }>(db, ACCOUNT_SESSION_OPEN, [
    request.accountId,
    anonymous,
    request.language,
    request.site,
    Math.round(request.idleMs),
    ORDERABLE,
    FROM_STOCK,
    MAX_QTY_PER_ITEM,
    MAX_LINE_ITEMS,
    MAX_CART_QTY,
    MAX_FAVOURITES,
  ]);
  if (!row) throw new Error('account_session_open answered no row');
  rememberBinding(row.id, request.accountId);
  return row.id;
}

const SESSION_END: HotStatement = {
  name: 'session_end',
  text: 'delete from sessions where id = $1::uuid',
};

/** Ends a session: its bag, checkout choices and session favourites go with it. */
export async function endSession(db: Database, id: string): Promise<void> {
  await rawQuery(db, SESSION_END, [id]);
}
