/**
 * A session bound to an account is used only with its owner's token (issue 14): every call
 * naming it must carry the account's valid bearer token, so a session id alone — copied from
 * a device, a log, a shared screen — is not enough. Without it, or with another account's, the
 * call is answered as for an unknown session (401), and nothing runs.
 *
 * Where: requireSession reads the session's row and checks it there; a session-bound route
 * (session-bound.ts), whose statement checks the session itself, asks which account the
 * session is bound to before it runs. That binding is set when the session is opened and never
 * changes, so each instance keeps what it read (a bounded map, oldest out): a session costs
 * that lookup on its first call to an instance, not on every call.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { rawQuery, type HotStatement } from '../db/raw-query';
import { isUuid } from '../db/uuid';
import { isServerApiError } from '../http/api-error';
import { accountOf } from '../identity/require-account';
import { unknownSession } from './require-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** the account of the request's session, its token checked (null: an anonymous session) */
    sessionAccountId: string | null;
  }
}

/** About 1 MB of ids: the live account sessions of a busy instance. */
const BINDINGS_KEPT = 10_000;
const bindings = new Map<string, string | null>();

/** Keeps that session `id` belongs to `accountId` (null: to no account). */
export function rememberBinding(id: string, accountId: string | null): void {
  bindings.delete(id);
  bindings.set(id, accountId);
  if (bindings.size > BINDINGS_KEPT) bindings.delete(bindings.keys().next().value!);
}

const SESSION_ACCOUNT: HotStatement = {
  name: 'session_account',
  text: 'select account_id from sessions where id = $1::uuid',
};

/** The account session `id` is bound to, null for none, undefined for no such session. */
export async function sessionBinding(db: Database, id: string): Promise<string | null | undefined> {
  if (bindings.has(id)) return bindings.get(id);
  if (!isUuid(id)) return undefined;
  const [row] = await rawQuery<{ account_id: string | null }>(db, SESSION_ACCOUNT, [id]);
  if (!row) return undefined;
  rememberBinding(id, row.account_id);
  return row.account_id;
}

/**
 * Lets the request use a session bound to `accountId` only with that account's valid token
 * (401 otherwise); an anonymous session (null, or undefined: unknown, for the statement to
 * refuse) asks for none.
 */
export async function checkSessionOwner(
  request: FastifyRequest,
  accountId: string | null | undefined,
): Promise<void> {
  if (accountId === null || accountId === undefined) {
    request.sessionAccountId = null;
    return;
  }
  // a token that is not valid is no owner's: the session's own 401
  const principal = await accountOf(request).catch((error: unknown) => {
    if (isServerApiError(error) && error.status === 401) return null;
    throw error;
  });
  if (principal?.accountId !== accountId) throw unknownSession();
  request.sessionAccountId = accountId;
}
