import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalQueryRoot } from '../../shared/personal-data';
import type * as PersistModule from '../query/persist-query-cache';
import { purgePersonalData } from './purge-personal-data';

vi.mock('../query/persist-query-cache', async (original) => ({
  ...(await original<typeof PersistModule>()),
  clearPersistedQueryCache: vi.fn(async () => undefined),
}));

class MemoryCache {
  entries = new Map<string, Response>();
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

afterEach(() => vi.unstubAllGlobals());

const CART = [...personalQueryRoot('cart'), 'GB', 'en'];
const RECENT = [...personalQueryRoot('recent'), 'list'];

describe('purgePersonalData', () => {
  it('drops personal queries and personal cached responses, keeps the catalogue', async () => {
    const cache = new MemoryCache();
    cache.entries.set('https://shop.test/api/cart', new Response('{}'));
    cache.entries.set('https://shop.test/api/favorites?lang=en', new Response('{}'));
    cache.entries.set('https://shop.test/marketing/back-in-stock', new Response('{}'));
    cache.entries.set('https://shop.test/api/product/s/P1', new Response('{}'));
    vi.stubGlobal('caches', { keys: async () => ['c'], open: async () => cache });
    const client = new QueryClient();
    client.setQueryData(CART, { items: [1] });
    client.setQueryData(['product', 'detail', 'P1'], { name: 'Coat' });
    client.getQueryCache().build(client, { queryKey: RECENT }).setData({ email: 'a@b.c' });

    await purgePersonalData(client);

    expect(client.getQueryCache().find({ queryKey: CART })).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: RECENT })).toBeUndefined();
    expect(client.getQueryData(['product', 'detail', 'P1'])).toEqual({ name: 'Coat' });
    expect([...cache.entries.keys()]).toEqual(['https://shop.test/api/product/s/P1']);
    const { clearPersistedQueryCache } = await import('../query/persist-query-cache');
    expect(clearPersistedQueryCache).toHaveBeenCalled();
  });

  it('resets a personal query on screen in place (so it can reload) and clears mutations', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => ({ items: [] as number[] }));
    client.setQueryData(CART, { items: [1] });
    const observer = new QueryObserver(client, {
      queryKey: CART,
      queryFn,
      staleTime: Infinity,
    });
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'ok' })
      .execute({ email: 'a@b.c' });

    await purgePersonalData(client);

    expect(client.getQueryData(CART)).toBeUndefined();
    expect(seen.at(-1)).toBeUndefined();
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    await client.invalidateQueries({ queryKey: personalQueryRoot('cart') });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().data).toEqual({ items: [] });
    stop();
  });
});
