/**
 * The account session (spec §4 "Session", docs/api.md): after sign-in, POST /api/session with
 * the bearer token and the shopper's current session id makes the account's shopping session
 * the one this tab uses; the server merges the anonymous bag and favourites into it. On
 * sign-out, GET /api/session/logout ends it on the server.
 */
import { API, SESSION_HEADER } from '../../../shared/api/paths';
import type { ApiClient } from '../../../platform/http/api-client';
import { getSessionId, setSessionId } from '../../../platform/http/session';
import { errorFromFailure, errorFromResponse } from '../../../platform/http/to-api-error';
import { ApiError } from '../../../shared/api/api-error';

const query = (api: ApiClient) =>
  new URLSearchParams({ lang: api.scope.language, siteTag: api.scope.siteTag }).toString();

export async function startAccountSession(api: ApiClient, accessToken: string): Promise<string> {
  const current = getSessionId();
  let response: Response;
  try {
    response = await fetch(`${API.accountSession}?${query(api)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...(current ? { [SESSION_HEADER]: current } : {}),
      },
      body: JSON.stringify({ language: api.scope.language, sitePublicId: api.scope.sitePublicId }),
    });
  } catch (error) {
    throw errorFromFailure(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  const id = response.headers.get(SESSION_HEADER);
  if (!id) throw new ApiError(response.status, 'SESSION_REQUIRED', 'No session id returned');
  setSessionId(id);
  return id;
}

/** Ends the account session on the server; a failure (offline) leaves it to expire. */
export async function endAccountSession(api: ApiClient, accessToken: string | null): Promise<void> {
  const current = getSessionId();
  if (!current) return;
  await fetch(`${API.logout}?${query(api)}`, {
    credentials: 'same-origin',
    headers: {
      [SESSION_HEADER]: current,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
  }).catch(() => undefined);
}
