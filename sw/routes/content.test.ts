import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmContent } from './content';

// The worker's modules read `self` (the worker scope) when they load.
vi.hoisted(() => {
  Object.assign(globalThis, { self: globalThis });
});

const stored = new Map<string, Response>();
const fetchMock = vi.fn(async (href: string) => new Response(`{"url":"${href}"}`));

beforeEach(() => {
  stored.clear();
  fetchMock.mockClear();
  vi.stubGlobal('location', { origin: 'https://shop.test' });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('caches', {
    open: async () => ({
      match: async (href: string) => stored.get(href),
      put: async (href: string, response: Response) => void stored.set(href, response),
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('warmContent', () => {
  it('fetches only the content files not cached yet, and never other paths', async () => {
    stored.set('/gb/language/en.json', new Response('{}'));
    await warmContent([
      '/gb/language/en.json',
      '/gb/data/en/home.json',
      '/api/cart',
      '/sites.json',
    ]);
    expect(fetchMock.mock.calls.map(([href]) => href)).toEqual([
      '/gb/data/en/home.json',
      '/sites.json',
    ]);
    expect([...stored.keys()].sort()).toEqual([
      '/gb/data/en/home.json',
      '/gb/language/en.json',
      '/sites.json',
    ]);
  });

  it('tries nothing offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await warmContent(['/gb/data/en/home.json']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
