import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HEADER } from '../../shared/api/paths';
import { personalQueryRoot } from '../../shared/personal-data';
import { ApiError } from '../../shared/api/api-error';
import { createApiClient } from '../http/api-client';
import { getSessionId } from '../http/session';
import { notifySessionFailure } from '../http/session-failure';
import type * as PersistModule from '../query/persist-query-cache';
import {
  onNewSessionAfterReset,
  onSessionReset,
  RESET_COOLDOWN_MS,
  resetSession,
  resetSessionOnFailure,
} from './session-reset';

vi.mock('../query/persist-query-cache', async (original) => ({
  ...(await original<typeof PersistModule>()),
  clearPersistedQueryCache: vi.fn(async () => undefined),
}));

const stored = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});
let created = 0;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  created += 1;
  return new Response('{}', { headers: { [SESSION_HEADER]: `session-${created}` } });
});
vi.stubGlobal('fetch', fetchMock);
afterAll(() => vi.unstubAllGlobals());

const api = createApiClient({ siteTag: 'GB', sitePublicId: 'gb', language: 'en' });

beforeEach(() => {
  stored.set('shoppingSessionId', 'old-session');
});

/** A client with the bag on screen: its query function reports which session loaded it. */
function shopWithBag() {
  const client = new QueryClient();
  const bagKey = [...personalQueryRoot('cart'), 'GB', 'en'];
  client.setQueryData(bagKey, { items: ['old line'], session: 'old-session' });
  client.setQueryData(['product', 'P1'], { name: 'Coat' });
  const observer = new QueryObserver(client, {
    queryKey: bagKey,
    queryFn: async () => ({ items: [] as string[], session: getSessionId() }),
    staleTime: Infinity,
  });
  const stop = observer.subscribe(() => undefined);
  return { client, observer, stop };
}

describe('resetSession', () => {
  it('purges, tells subscribers, starts a new session and reloads the bag for it', async () => {
    const { client, observer, stop } = shopWithBag();
    const order: string[] = [];
    const off = onSessionReset((reason) => {
      order.push(`listener:${reason}:${getSessionId() ?? 'none'}`);
    });
    const offNew = onNewSessionAfterReset((id) => order.push(`new session:${id}`));

    const sessionId = await resetSession({ queryClient: client, api });

    expect(sessionId).toMatch(/^session-\d+$/);
    expect(sessionId).not.toBe('old-session');
    expect(order).toEqual(['listener:signOut:old-session', `new session:${sessionId}`]);
    // the new session was asked for the client's site and language
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      language: 'en',
      sitePublicId: 'gb',
    });
    expect(observer.getCurrentResult().data).toEqual({ items: [], session: sessionId });
    expect(client.getQueryData(['product', 'P1'])).toEqual({ name: 'Coat' });
    const { clearPersistedQueryCache } = await import('../query/persist-query-cache');
    expect(clearPersistedQueryCache).toHaveBeenCalled();
    off();
    offNew();
    stop();
  });

  it('a session failure signs out once, however many calls fail together', async () => {
    const { client, stop } = shopWithBag();
    const reasons: string[] = [];
    const off = onSessionReset((reason) => void reasons.push(reason));
    const unregister = resetSessionOnFailure({ queryClient: client, api });
    const failure = new ApiError(401, 'UNAUTHORIZED', '401 User Session Failed To Validate');
    // the first test's reset is long past
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RESET_COOLDOWN_MS + 1);

    notifySessionFailure(failure);
    notifySessionFailure(failure);
    await vi.waitFor(() => expect(reasons).toEqual(['sessionFailed']));
    await vi.waitFor(() => expect(getSessionId()).not.toBe('old-session'));
    notifySessionFailure(failure); // within the cool-down: no second reset
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reasons).toEqual(['sessionFailed']);
    now.mockRestore();
    unregister();
    off();
    stop();
  });
});
