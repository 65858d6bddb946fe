// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HEADER } from '../../shared/api/paths';
import { createApiClient } from './api-client';
import { clearSessionId } from './session';
import { onSessionFailure } from './session-failure';

const pool = {
  enabled: true,
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_Fixture01',
  clientId: 'fixtureclient',
  endpoint: 'local' as const,
};
const api = createApiClient({ siteTag: 'GB', sitePublicId: 'gb', language: 'en', identity: pool });
const prefix = `CognitoIdentityServiceProvider.${pool.clientId}`;

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (use: string, n: number) =>
  `${encode({ alg: 'RS256' })}.${encode({ token_use: use, n, exp: 4102444800, username: 'jane' })}.c2ln`;

/** What the library leaves in localStorage after a sign-in. */
function signedIn() {
  localStorage.setItem(`${prefix}.LastAuthUser`, 'jane');
  localStorage.setItem(`${prefix}.jane.accessToken`, token('access', 1));
  localStorage.setItem(`${prefix}.jane.idToken`, token('id', 1));
  localStorage.setItem(`${prefix}.jane.refreshToken`, 'refresh-1');
}

interface Seen {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The shop and its identity endpoint: /api/cart answers `cart` in turn; a refresh `renewal`. */
function shop(cart: number[], renewal: number) {
  const seen: Seen[] = [];
  let sessions = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const headers = Object.fromEntries(
        Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      );
      seen.push({ path, headers, body: String(init?.body ?? '') });
      if (path === '/identity') {
        const body =
          renewal === 200
            ? { AuthenticationResult: { AccessToken: token('access', 2), IdToken: token('id', 2) } }
            : { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' };
        return new Response(JSON.stringify(body), { status: renewal });
      }
      if (path === '/api/session' || path === '/api/basic-session') {
        sessions += 1;
        return new Response('{}', { status: 201, headers: { [SESSION_HEADER]: `s${sessions}` } });
      }
      const status = cart.shift() ?? 200;
      return new Response(JSON.stringify({ status }), { status });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  clearSessionId();
});

describe('a signed-in shopper’s calls', () => {
  it('carry the bearer token, and their session is the account’s', async () => {
    signedIn();
    const seen = shop([200], 200);
    await api.fetch('/api/cart');
    expect(seen.map((call) => call.path)).toEqual(['/api/session', '/api/cart']);
    for (const call of seen)
      expect(call.headers.authorization).toBe(`Bearer ${token('access', 1)}`);
  });

  it('after a 401, renew the access token with the refresh token and try once more', async () => {
    signedIn();
    const seen = shop([401, 200], 200);
    await api.fetch('/api/cart');
    const renewal = seen.find((call) => call.path === '/identity')!;
    expect(JSON.parse(renewal.body)).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(seen.at(-1)).toMatchObject({
      path: '/api/cart',
      headers: { authorization: `Bearer ${token('access', 2)}` },
    });
    expect(localStorage.getItem(`${prefix}.jane.accessToken`)).toBe(token('access', 2));
  });

  it('a refused renewal is a session that failed to validate: the handler signs out', async () => {
    signedIn();
    shop([401, 200], 400);
    const handler = vi.fn();
    const stop = onSessionFailure(handler);
    await expect(api.fetch('/api/cart')).rejects.toMatchObject({
      status: 401,
      message: '401 User Session Failed To Validate',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a signed-out shopper sends no token and gets a basic session', async () => {
    const seen = shop([200], 200);
    await api.fetch('/api/cart');
    expect(seen.map((call) => call.path)).toEqual(['/api/basic-session', '/api/cart']);
    expect(seen.every((call) => !call.headers.authorization)).toBe(true);
  });
});
