// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import { subscribeAnalytics, type TrackedEvent } from '../../analytics';
import { miniCart } from '../store/mini-cart-store';
import { cartItem, cartOf } from '../testing/cart-fixture';
import { fakeShop } from '../testing/fake-shop';
import { useAddToCart } from './add-to-cart';

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  miniCart.close();
  onlineManager.setOnline(true);
});

describe('useAddToCart', () => {
  it('reports the add with the line it went to, its units and action primary (spec §7)', async () => {
    const line = cartItem('l1', 'Linen wrap dress', 2, 12000, {
      productId: 'p1',
      sku: 'p1-navy-m',
      options: { color: { name: 'Navy', slug: 'navy' }, size: { name: 'M', labelSize: 'M' } },
    });
    fakeShop({ cart: cartOf([]), write: () => cartOf([line]) });
    const events: TrackedEvent[] = [];
    const stop = subscribeAnalytics((event) => events.push(event));
    const { result } = renderHook(() => useAddToCart(), {
      wrapper: createTestEnvironment({ path: '/product/x/p1' }).wrapper,
    });
    act(() => result.current.mutate({ productId: 'p1', sku: 'p1-navy-m', quantity: 1 }));
    await waitFor(() => expect(events).toHaveLength(1));
    stop();
    expect(events[0]).toMatchObject({
      type: 'addToCart',
      productId: 'p1',
      sku: 'p1-navy-m',
      quantity: 1,
      color: 'navy',
      price: { list: 12000, sale: 12000, currency: 'GBP' },
      cartItem: line,
      action: 'primary',
    });
  });

  it('fails at once offline instead of waiting to send later (the cart is never queued)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    // TanStack's own idea of the network, which pauses writes of the default network mode
    onlineManager.setOnline(false);
    const { result } = renderHook(() => useAddToCart(), {
      wrapper: createTestEnvironment({ path: '/product/x/p1' }).wrapper,
    });
    act(() => result.current.mutate({ productId: 'p1', sku: 'p1-navy-m', quantity: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPaused).toBe(false);
  });
});
