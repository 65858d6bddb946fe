// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { routePatterns } from '../../../platform/routing/paths';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import { miniCart } from '../../cart';
import { productQueryOptions } from '../api/get-product';
import { productFixture } from '../testing/product-fixture';
import { useProductPage } from './use-product-page';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(path: string, product = productFixture()) {
  const env = createTestEnvironment({ path });
  env.queryClient.setQueryData(productQueryOptions(env.api, 'p1').queryKey, product);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <env.wrapper>
      <Route path={routePatterns.product}>{children}</Route>
    </env.wrapper>
  );
  const hook = renderHook(() => useProductPage(), { wrapper });
  return { env, hook };
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  miniCart.close();
  vi.unstubAllGlobals();
});

describe('useProductPage', () => {
  it('opens on the colour in the URL and marks its unorderable sizes', () => {
    const { hook } = setup('/product/linen-wrap-dress/p1?color=sand');
    const page = hook.result.current;
    expect(page.status).toBe('ready');
    expect(page.colour?.slug).toBe('sand');
    expect(page.sizes.map((s) => [s.size.slug, s.orderable])).toEqual([
      ['s', true],
      ['m', false],
      ['l', true],
    ]);
    expect(page.images).toEqual([
      '/media/p1/sand-1.svg',
      '/media/p1/sand-2.svg',
      '/media/p1/sand-3.svg',
    ]);
  });

  it('cannot add until an orderable size is chosen', () => {
    const { hook } = setup('/product/linen-wrap-dress/p1?color=sand');
    expect(hook.result.current.canAddToBag).toBe(false);

    act(() => hook.result.current.handleSelectSize('m'));
    expect(hook.result.current.size).toBeUndefined();
    expect(hook.result.current.canAddToBag).toBe(false);

    act(() => hook.result.current.handleSelectSize('l'));
    expect(hook.result.current.size?.sku?.sku).toBe('p1-sand-l');
    expect(hook.result.current.canAddToBag).toBe(true);
    expect(hook.result.current.stockMessage).toBe('Only a few left');
  });

  it('replaces ?color= without a new history entry and re-checks the chosen size', () => {
    const { env, hook } = setup('/product/linen-wrap-dress/p1?color=sand&sku=p1-sand-s');
    expect(hook.result.current.size?.size.slug).toBe('s');

    act(() => hook.result.current.handleSelectColour('navy'));

    expect(env.history).toEqual(['/product/linen-wrap-dress/p1?color=navy']);
    expect(hook.result.current.colour?.slug).toBe('navy');
    act(() => hook.result.current.handleSelectSize('s'));
    expect(hook.result.current.stockMessage).toBe('Pre-order: expected to ship by 1 March 2031');
    act(() => hook.result.current.handleSelectSize('l'));
    expect(hook.result.current.size).toBeUndefined();
  });

  it('preselects the only size of a one-size product', () => {
    const product = productFixture({
      sizes: [{ slug: 'os', name: 'One size', labelSize: 'OS' }],
      skuOptions: productFixture()
        .skuOptions.map((s) => ({ ...s, size: 'os' }))
        .slice(0, 1),
    });
    const { hook } = setup('/product/linen-wrap-dress/p1?color=sand', product);
    expect(hook.result.current.size?.size.slug).toBe('os');
    expect(hook.result.current.canAddToBag).toBe(true);
  });

  it('adds the chosen unit, stores the returned cart and opens the mini cart', async () => {
    // the answer holds the unit in a line: the bag's count is its lines' units
    const line = {
      id: 'line-1',
      sku: 'p1-navy-m',
      quantity: 1,
      options: { color: { slug: 'navy' } },
    };
    const cart = { items: [line], cartSummary: { totalItemCount: 1 } };
    const fetchMock = vi.fn(async () => jsonResponse(cart));
    vi.stubGlobal('fetch', fetchMock);
    const { hook } = setup('/product/linen-wrap-dress/p1?color=navy');
    act(() => hook.result.current.handleSelectSize('m'));
    act(() => hook.result.current.handleAddToBag());

    await waitFor(() => expect(hook.result.current.added).toBe(true));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart?lang=en&siteTag=vitrine-gb');
    expect(JSON.parse(String(init.body))).toEqual({
      productId: 'p1',
      sku: 'p1-navy-m',
      quantity: 1,
    });
    expect(miniCart.getSnapshot()).toEqual({ open: true, openedBy: 'auto' });
  });

  it('shows the server’s add-cart failure and keeps the selection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ status: 409, code: 'STOCK_QUANTITY_EXCEEDED', message: 'Only 1 left' }, 409),
      ),
    );
    const { hook } = setup('/product/linen-wrap-dress/p1?color=sand');
    act(() => hook.result.current.handleSelectSize('s'));
    act(() => hook.result.current.handleAddToBag());

    await waitFor(() =>
      expect(hook.result.current.addError).toBe(
        'Sorry, we don’t have enough stock for that quantity.',
      ),
    );
    expect(hook.result.current.size?.size.slug).toBe('s');
    expect(miniCart.getSnapshot().open).toBe(false);
  });

  it('reports a product the server does not know as not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ status: 404, code: 'NOT_FOUND', message: 'Product not found.' }, 404),
      ),
    );
    const { hook } = setup('/product/gone/p404');
    await waitFor(() => expect(hook.result.current.status).toBe('notFound'));
  });
});
