import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HEADER } from '../../shared/api/paths';
import { createApiClient } from './api-client';
import { clearSessionId, getSessionId } from './session';
import { onSessionFailure } from './session-failure';

/** sessionStorage for the node environment, so the session id survives between calls. */
const stored = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});

let sessions = 0;
/** The shop: every basic session gets a new id; /api/cart answers with `cartStatuses` in turn. */
function shop(cartStatuses: number[]) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/basic-session') {
      sessions += 1;
      return new Response('{}', { headers: { [SESSION_HEADER]: `session-${sessions}` } });
    }
    const status = cartStatuses.shift() ?? 200;
    const session = (init?.headers as Record<string, string>)[SESSION_HEADER];
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify({ status, session, message: 'no' }), { status });
  });
}

const api = createApiClient({ siteTag: 'GB', sitePublicId: 'gb', language: 'en' });

beforeEach(() => {
  clearSessionId();
});
afterAll(() => vi.unstubAllGlobals());

describe('the api client and the session', () => {
  it('retries a 401 once with a new session and stays quiet when that works', async () => {
    const handler = vi.fn();
    const stop = onSessionFailure(handler);
    vi.stubGlobal('fetch', shop([401, 200]));
    const first = await api.fetch<{ session: string }>('/api/cart');
    expect(first.session).toBe(getSessionId());
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('a second 401 raises "401 User Session Failed To Validate" and calls the handler once', async () => {
    const handler = vi.fn();
    const stop = onSessionFailure(handler);
    vi.stubGlobal('fetch', shop([401, 401]));
    await expect(api.fetch('/api/cart')).rejects.toMatchObject({
      status: 401,
      message: '401 User Session Failed To Validate',
    });
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    vi.stubGlobal('fetch', shop([401, 401]));
    await expect(api.fetch('/api/cart', { query: { n: 2 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('renewSession always starts a different session', async () => {
    vi.stubGlobal('fetch', shop([]));
    await api.fetch('/api/cart', { query: { n: 3 } });
    const before = getSessionId();
    const renewed = await api.renewSession();
    expect(renewed).not.toBe(before);
    expect(getSessionId()).toBe(renewed);
  });

  it("sends every call and the session it needs for the client's own site and language", async () => {
    const shopFetch = shop([]);
    vi.stubGlobal('fetch', shopFetch);
    const arabic = createApiClient({ siteTag: 'vitrine-ae', sitePublicId: 'ae', language: 'ar' });
    await arabic.fetch('/api/cart', { query: { n: 4 } });
    const [sessionCall, cartCall] = shopFetch.mock.calls;
    expect(JSON.parse(String(sessionCall?.[1]?.body))).toEqual({
      language: 'ar',
      sitePublicId: 'ae',
    });
    const url = new URL(String(cartCall?.[0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/cart');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'ar',
      siteTag: 'vitrine-ae',
      n: '4',
    });
  });

  it('resolves a 204 No Content answer (a removal) with undefined', async () => {
    vi.stubGlobal('fetch', shop([204]));
    await expect(
      api.fetch('/api/cart', { method: 'DELETE', query: { n: 5 } }),
    ).resolves.toBeUndefined();
  });
});
