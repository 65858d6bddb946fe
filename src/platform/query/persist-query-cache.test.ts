// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalQueryRoot } from '../../shared/personal-data';
import type { AsyncStringStorage } from './idb-storage';
import {
  createQueryPersister,
  PERSIST_THROTTLE_MS,
  persistQueryCache,
  saveInBursts,
  survivesJson,
} from './persist-query-cache';

function memoryStorage(): AsyncStringStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key) => data.get(key) ?? null,
    setItem: async (key, value) => void data.set(key, value),
    removeItem: async (key) => void data.delete(key),
  };
}

/** The persister is throttled: wait for the write that holds `marker`. */
async function saved(storage: ReturnType<typeof memoryStorage>, marker: string): Promise<string> {
  await vi.waitFor(() => expect(storage.data.get('vitrine-queries')).toContain(marker), {
    timeout: 4000,
  });
  return storage.data.get('vitrine-queries')!;
}

const CART = [...personalQueryRoot('cart'), 'GB', 'en'];

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('survivesJson', () => {
  it('accepts plain data and refuses what JSON would change', () => {
    expect(survivesJson({ a: [1, 'x', null, { b: true }] })).toBe(true);
    expect(survivesJson(new Map())).toBe(false);
    expect(survivesJson({ when: new Date() })).toBe(false);
    expect(survivesJson([new Set()])).toBe(false);
  });
});

describe('persistQueryCache', () => {
  it('persists catalogue queries but never personal ones, and restores them', async () => {
    const storage = memoryStorage();
    const first = new QueryClient();
    const stop = await persistQueryCache(first, 'build-1', createQueryPersister(storage));
    first.setQueryData(['product', 'detail', 'p1'], { name: 'Coat' });
    first.setQueryData(CART, { items: ['bag-line'] });
    first.setQueryData(['navigation', 'probe'], new Map([['in-a-map', true]]));
    await first.fetchQuery({
      queryKey: [...personalQueryRoot('account'), 'x'],
      queryFn: () => ({ secret: 'mine' }),
    });
    await first.fetchQuery({
      queryKey: ['catalogue', 'listing', 'stand-in'],
      queryFn: () => ({ hits: 'asked-before-the-facets-were-known' }),
      meta: { persist: false },
    });
    const text = await saved(storage, 'Coat');
    stop();
    expect(text).not.toContain('asked-before-the-facets-were-known');
    expect(text).toContain('Coat');
    expect(text).not.toContain('bag-line');
    expect(text).not.toContain('mine');
    expect(text).not.toContain('navigation');

    const second = new QueryClient();
    await persistQueryCache(second, 'build-1', createQueryPersister(storage));
    expect(second.getQueryData(['product', 'detail', 'p1'])).toEqual({ name: 'Coat' });
    expect(second.getQueryData(CART)).toBeUndefined();
  });

  it('discards a store written by another build', async () => {
    const storage = memoryStorage();
    const first = new QueryClient();
    const stop = await persistQueryCache(first, 'build-1', createQueryPersister(storage));
    first.setQueryData(['product', 'detail', 'p1'], { name: 'Coat' });
    await saved(storage, 'Coat');
    stop();

    const next = new QueryClient();
    await persistQueryCache(next, 'build-2', createQueryPersister(storage));
    expect(next.getQueryData(['product', 'detail', 'p1'])).toBeUndefined();
  });

  it('survives a corrupt store and starts empty', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage();
    storage.data.set('vitrine-queries', '{not json');
    const client = new QueryClient();
    await expect(
      persistQueryCache(client, 'build-1', createQueryPersister(storage)),
    ).resolves.toBeTypeOf('function');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.data.has('vitrine-queries')).toBe(false);
  });

  it('survives a storage that cannot open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: AsyncStringStorage = {
      getItem: () => Promise.reject(new Error('blocked')),
      setItem: () => Promise.reject(new Error('blocked')),
      removeItem: () => Promise.reject(new Error('blocked')),
    };
    await expect(
      persistQueryCache(new QueryClient(), 'b', createQueryPersister(broken)),
    ).resolves.toBeTypeOf('function');
  });
});

describe('saveInBursts', () => {
  it('saves a burst of changes once, after the burst, and not without changes', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const save = vi.fn();
    const stop = saveInBursts(client, save);
    for (let i = 0; i < 50; i++) client.setQueryData(['product', 'detail', `p${i}`], { i });
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PERSIST_THROTTLE_MS + 400);
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);

    client.setQueryData(['product', 'detail', 'p1'], { i: 'changed' });
    vi.advanceTimersByTime(PERSIST_THROTTLE_MS + 400);
    expect(save).toHaveBeenCalledTimes(2);
    stop();
  });

  it('saves a pending burst at once when the page is left, and nothing after unsubscribing', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const save = vi.fn();
    const stop = saveInBursts(client, save);
    client.setQueryData(['product', 'detail', 'p1'], { name: 'Coat' });
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);

    client.setQueryData(['product', 'detail', 'p2'], { name: 'Scarf' });
    stop();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
