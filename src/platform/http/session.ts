/**
 * The shopping session (spec §4 "Session"). The id comes back in a response header of
 * POST /api/basic-session, or for a signed-in shopper POST /api/session with their bearer
 * token (the account's session, whose bag follows them), and is kept in sessionStorage; every
 * API call sends it. Concurrent
 * callers share one in-flight creation; after a 401 the caller drops the id and asks again.
 * At most SESSION_RETRIES creations are attempted in a row. A session is created for a site
 * and language, which the caller (the api client) gives.
 */
import { API, SESSION_HEADER, SESSION_STORAGE_KEY } from '../../shared/api/paths';
import { SESSION_RETRIES } from '../../shared/constants';
import { ApiError } from '../../shared/api/api-error';
import { accountBearer, type IdentityPool } from '../identity/account-bearer';
import { errorFromFailure, errorFromResponse } from './to-api-error';

/** What POST /api/basic-session needs to know. */
export interface SessionScope {
  sitePublicId: string;
  language: string;
  /** the site's identity provider, when sign-in is enabled (its tokens make calls an account's) */
  identity?: IdentityPool;
}

let pending: Promise<string> | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getSessionId(): string | null {
  return storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
}

/** Keeps the id of a session started elsewhere (the account session made at sign-in). */
export function setSessionId(id: string): void {
  storage()?.setItem(SESSION_STORAGE_KEY, id);
}

export function clearSessionId(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
}

async function createSession({ language, sitePublicId, identity }: SessionScope): Promise<string> {
  let lastError: ApiError | null = null;
  for (let attempt = 0; attempt < SESSION_RETRIES; attempt++) {
    try {
      // an account session refused (401) is asked for once more with a renewed token
      const bearer = await accountBearer(identity, lastError?.status === 401);
      const response = await fetch(bearer.authorization ? API.accountSession : API.basicSession, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...bearer },
        body: JSON.stringify({ language, sitePublicId }),
      });
      if (!response.ok) throw await errorFromResponse(response);
      const id = response.headers.get(SESSION_HEADER);
      if (!id) throw new ApiError(response.status, 'SESSION_REQUIRED', 'No session id returned');
      setSessionId(id);
      return id;
    } catch (error) {
      lastError = errorFromFailure(error);
      // A network failure will not get better by retrying at once.
      if (lastError.isNetworkError || (lastError.status < 500 && lastError.status !== 401)) break;
      if (lastError.status === 401 && attempt > 0) break;
    }
  }
  throw lastError ?? new ApiError(0, 'SESSION_REQUIRED', 'Could not start a session');
}

export function ensureSession(scope: SessionScope): Promise<string> {
  const existing = getSessionId();
  if (existing) return Promise.resolve(existing);
  pending ??= createSession(scope).finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * A new shopping session whatever happened before (sign-out, session reset): the old id is
 * dropped, a creation already under way is let finish (it may belong to the old shopper's
 * retry) and a fresh basic session is started. Rejects when no session can be created (offline).
 */
export async function renewSession(scope: SessionScope): Promise<string> {
  if (pending) await pending.catch(() => undefined);
  clearSessionId();
  return ensureSession(scope);
}
