import { describe, expect, it, vi } from 'vitest';
import { routePages } from '../routes';
import { pageForPath, preloadRoute } from './preload-route';

describe('pageForPath', () => {
  it('maps the known routes to their pages', () => {
    expect(pageForPath('/')).toBe(routePages.home);
    expect(pageForPath('/search')).toBe(routePages.search);
    expect(pageForPath('/product/silk-dress/P123')).toBe(routePages.product);
  });

  it('guesses a listing for any other path, with or without a trailing slash', () => {
    expect(pageForPath('/women/clothing/dresses')).toBe(routePages.listing);
    expect(pageForPath('/women/clothing/dresses/')).toBe(routePages.listing);
  });

  it('preloads nothing for pages that are not lazy route pages', () => {
    expect(pageForPath('/my-favorites')).toBeNull();
    expect(pageForPath('/checkout/basket')).toBeNull();
    for (const path of [
      '/complete',
      '/orders',
      '/orders/order-status',
      '/orders/7KQ4M-2XD9B',
      '/tracking/',
    ])
      expect(pageForPath(path)).toBeNull();
  });

  it('takes only the order pages for order pages: a category named like one is a listing', () => {
    expect(pageForPath('/orders-and-returns')).toBe(routePages.listing);
    expect(pageForPath('/complete-the-look')).toBe(routePages.listing);
    expect(pageForPath('/orders/a/b')).toBe(routePages.listing);
  });
});

describe('preloadRoute', () => {
  it('gives up waiting after the given time', async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(routePages.product, 'preload').mockReturnValue(new Promise(() => {}));
    let settled = false;
    const waiting = preloadRoute('/product/a/b', 500).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
    spy.mockRestore();
    vi.useRealTimers();
  });

  it('never rejects when the chunk fails to load', async () => {
    const spy = vi
      .spyOn(routePages.search, 'preload')
      .mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    await expect(preloadRoute('/search', 1000)).resolves.toBeUndefined();
    spy.mockRestore();
  });
});
