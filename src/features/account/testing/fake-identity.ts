import { vi } from 'vitest';
import { SESSION_HEADER } from '../../../shared/api/paths';
import type { LoadedSite } from '../../../platform/site/load-site';
import { testSite } from '../../../platform/testing/site-fixture';

export interface IdentityCall {
  operation: string;
  body: Record<string, unknown>;
}

export interface ShopCall {
  method: string;
  path: string;
  headers: Record<string, string>;
}

type Answer = { status: number; body: unknown };

/** A Cognito error answer, as the identity endpoint sends it. */
export const refusal = (type: string, message = type): Answer => ({
  status: 400,
  body: { __type: type, message },
});

/** The test site with sign-in enabled (the fixture's pool, on this origin's /identity). */
export const accountSite: LoadedSite = {
  ...testSite,
  config: {
    ...testSite.config,
    integrations: {
      ...testSite.config.integrations,
      cognito: { ...testSite.config.integrations.cognito, enabled: true },
    },
  },
};

/** A signed token whose payload is `claims` (the signature is not checked by the app). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256', kid: 'k' })}.${encode(claims)}.c2ln`;
}

/**
 * A stand-in for the identity provider's endpoint and the shop's session calls in the account's
 * component tests: POST /identity answers `answers[operation](body)` (Cognito's operation from
 * X-Amz-Target), by default `{}`; POST /api/session and /api/basic-session a new session id;
 * anything else 404. Records every call. Test-only.
 */
export function fakeIdentity(
  answers: Record<string, (body: Record<string, unknown>) => Answer> = {},
) {
  const calls: IdentityCall[] = [];
  const shopCalls: ShopCall[] = [];
  let sessions = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://shop.test');
      const headers = Object.fromEntries(
        Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      );
      if (parsed.pathname === '/identity') {
        const operation = headers['x-amz-target']?.split('.').pop() ?? '';
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        calls.push({ operation, body });
        const answer = answers[operation]?.(body) ?? { status: 200, body: {} };
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/x-amz-json-1.1' },
        });
      }
      shopCalls.push({ method: init?.method ?? 'GET', path: parsed.pathname, headers });
      if (parsed.pathname === '/api/session' || parsed.pathname === '/api/basic-session') {
        sessions += 1;
        return new Response('{}', {
          status: 201,
          headers: { [SESSION_HEADER]: `session-${sessions}` },
        });
      }
      // content files and the rest: not this test's business
      return new Response('{"status":404,"code":"NOT_FOUND","message":"Not found"}', {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, shopCalls, operations: () => calls.map((call) => call.operation) };
}
