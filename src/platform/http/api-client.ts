/**
 * The one way the app calls /api. Boot makes one client for the active site and language
 * (createApiClient) and puts it in context (api-context.tsx); hooks take it from there and hand
 * it to their query functions, so a call always carries the site and language its query key
 * names. Each call gets siteTag and lang, the session header, a signed-in shopper's bearer
 * token (platform/identity) and JSON headers; an answer with status ≥ 400 throws ApiError with
 * the server's body attached (spec §7, §8). A 401 drops the session, renews a signed-in
 * shopper's access token, creates a new session and retries once; a second 401, or a token
 * that cannot be renewed, raises "401 User Session Failed To Validate" and tells the
 * registered handler (session-failure.ts), which signs out. More than
 * API_REPEAT_LIMIT identical consecutive failing calls within 2 s are refused with "Exceeded
 * max attempts". A call that opts into the captcha (`captcha`) and is answered 428 asks the
 * shopper to solve a challenge and is sent once more with the solution; with an invisible
 * token source it also sends a v3 token the first time (platform/captcha/captcha-call.ts).
 */
import { SESSION_HEADER } from '../../shared/api/paths';
import type { InvisibleCaptcha } from '../captcha/challenge-requests';
import { API_REPEAT_LIMIT } from '../../shared/constants';
import { yieldToMain } from '../ui/yield-to-main';
import { ApiError } from '../../shared/api/api-error';
import { accountBearer } from '../identity/account-bearer';
import { errorFromFailure, errorFromResponse } from './to-api-error';
import { clearSessionId, ensureSession, renewSession, type SessionScope } from './session';
import { notifySessionFailure } from './session-failure';

/** Which site and language the calls are made for (the siteTag and lang query parameters). */
export interface ApiScope extends SessionScope {
  siteTag: string;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** calls that need no shopping session (product details, filters) */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** extra request headers, e.g. the Idempotency-Key of a replayable write */
  headers?: Record<string, string>;
  /**
   * The call takes part in the captcha (spec §4, §8; the payment call): a 428 opens the
   * challenge dialog and the call is sent once more, with the same headers and the solution;
   * a cancelled dialog rejects with CAPTCHA_CANCELLED. Given the invisible token source of
   * `useInvisibleCaptcha()`, the first send also carries its v3 token, which the server takes
   * in place of the dialog after a few refusals.
   */
  captcha?: true | InvisibleCaptcha;
}

export interface ApiClient {
  /** the site and language every call of this client is made for */
  readonly scope: Readonly<ApiScope>;
  /** one call; resolves with the parsed JSON answer */
  fetch<T>(path: string, request?: ApiRequest): Promise<T>;
  /** a new shopping session whatever happened before (sign-out, session reset) */
  renewSession(): Promise<string>;
}

interface RepeatGuard {
  key: string;
  count: number;
  at: number;
}

function guardRepeats(repeat: RepeatGuard, key: string): void {
  const now = Date.now();
  if (repeat.key === key && now - repeat.at < 2000) repeat.count += 1;
  else Object.assign(repeat, { key, count: 1 });
  repeat.at = now;
  if (repeat.count > API_REPEAT_LIMIT) {
    throw new ApiError(429, 'EXCEEDED_MAX_ATTEMPTS', 'Exceeded max attempts');
  }
}

function buildUrl(scope: ApiScope, path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams({ lang: scope.language, siteTag: scope.siteTag });
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

async function send(
  scope: ApiScope,
  url: string,
  request: ApiRequest,
  renew?: boolean,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (!request.anonymous) {
    Object.assign(headers, await accountBearer(scope.identity, renew));
    headers[SESSION_HEADER] = await ensureSession(scope);
  }
  try {
    return await fetch(url, {
      method: request.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    throw errorFromFailure(error);
  }
}

const sessionFailed = () =>
  new ApiError(401, 'UNAUTHORIZED', '401 User Session Failed To Validate');

/** Sends a request; after a 401, once more with a renewed token and a new session (spec §8). */
async function sendInSession(scope: ApiScope, url: string, request: ApiRequest) {
  try {
    let response = await send(scope, url, request);
    if (response.status === 401 && !request.anonymous) {
      clearSessionId();
      response = await send(scope, url, request, true);
      if (response.status === 401) throw sessionFailed();
    }
    return response;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      notifySessionFailure(error);
    }
    throw error;
  }
}

async function call<T>(
  scope: ApiScope,
  repeat: RepeatGuard,
  path: string,
  request: ApiRequest,
): Promise<T> {
  const url = buildUrl(scope, path, request.query);
  const key = `${request.method ?? 'GET'} ${url} ${JSON.stringify(request.body ?? null)}`;
  guardRepeats(repeat, key);
  // A call starts in a task of its own: most are made by effects, and a page's first commit
  // runs every effect in one task, which preparing each request (the session, storage, the
  // fetch itself) would lengthen (issue 10: no long task while a page comes to life). Once
  // per call: the retry after a 401 is already in a task of its own.
  await yieldToMain();
  const transmit = (each: ApiRequest) => sendInSession(scope, url, each);
  // The captcha's part is a chunk of its own, for the few calls that opt in (the payment):
  // every page's entry carries this client (issue 10: initial JS).
  const response = request.captcha
    ? await import('../captcha/captcha-door').then(
        (module) => module.sendWithCaptcha(request, transmit),
        (failure: unknown) => Promise.reject(errorFromFailure(failure)),
      )
    : await transmit(request);
  if (!response.ok) throw await errorFromResponse(response);
  Object.assign(repeat, { key: '', count: 0 });
  // 204 No Content (a removal) has no body to parse: the call resolves with undefined
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function createApiClient(scope: ApiScope): ApiClient {
  const fixed: Readonly<ApiScope> = Object.freeze({ ...scope });
  const repeat: RepeatGuard = { key: '', count: 0, at: 0 };
  return {
    scope: fixed,
    fetch: (path, request = {}) => call(fixed, repeat, path, request),
    renewSession: () => renewSession(fixed),
  };
}
