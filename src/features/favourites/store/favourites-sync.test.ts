// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../platform/http/api-client';
import type { StoredFavourites } from './favourites-storage';
import { replaceFavourites } from './favourites-store';

const resetListeners: Array<() => void> = [];
const newSessionListeners: Array<(id: string) => void> = [];
vi.mock('../../../platform/session-reset', () => ({
  onSessionReset: (listener: () => void) => resetListeners.push(listener),
  onNewSessionAfterReset: (listener: (id: string) => void) => newSessionListeners.push(listener),
}));

let serverCopy: StoredFavourites = { variantIds: [], revision: 0 };
const calls: Array<{ method: string; body?: unknown }> = [];
/** The shop's favourites endpoint: one server copy, replaced by each PUT. */
const api: ApiClient = {
  scope: { siteTag: 'vitrine-gb', sitePublicId: 'vitrine-gb', language: 'en' },
  fetch: async <T>(_path: string, init: ApiRequest = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, body: init.body });
    if (method === 'PUT') serverCopy = init.body as StoredFavourites;
    return serverCopy as T;
  },
  renewSession: async () => 'session-2',
};

afterEach(() => vi.useRealTimers());

describe('favourites sync across a session reset', () => {
  it("sends the device's list to the new session, whose copy starts empty", async () => {
    vi.useFakeTimers();
    const { reconcileWithServer } = await import('./favourites-sync');
    replaceFavourites({ variantIds: ['v-1', 'v-2'], revision: 2 });
    serverCopy = { variantIds: ['v-1', 'v-2'], revision: 2 };
    await reconcileWithServer(api);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((call) => call.method)).toEqual(['GET']); // in step: nothing to send

    // sign-out: a new session with an empty server copy
    serverCopy = { variantIds: [], revision: 0 };
    for (const listener of resetListeners) listener();
    for (const listener of newSessionListeners) listener('session-2');
    await vi.advanceTimersByTimeAsync(1000);

    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET', 'PUT']);
    expect(serverCopy).toEqual({ variantIds: ['v-1', 'v-2'], revision: 2 });
  });
});
