import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('purgePersonalData', () => {
  it('drops personal queries and personal cached responses, keeps the catalogue', async () => {
    const cache = new MemoryCache();
    cache.entries.set('https://shop.test/api/cart', new Response('{}'));
    cache.entries.set('https://shop.test/api/product/s/P1', new Response('{}'));
    vi.stubGlobal('caches', { keys: async () => ['c'], open: async () => cache });
    const client = new QueryClient();
    client.setQueryData(['cart', 'GB', 'en'], { items: [1] });
    client.setQueryData(['product', 'detail', 'P1'], { name: 'Coat' });

    await purgePersonalData(client);

    expect(client.getQueryData(['cart', 'GB', 'en'])).toBeUndefined();
    expect(client.getQueryData(['product', 'detail', 'P1'])).toEqual({ name: 'Coat' });
    expect([...cache.entries.keys()]).toEqual(['https://shop.test/api/product/s/P1']);
    const { clearPersistedQueryCache } = await import('../query/persist-query-cache');
    expect(clearPersistedQueryCache).toHaveBeenCalled();
  });
});
