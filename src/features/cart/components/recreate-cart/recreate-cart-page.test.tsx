// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../../shared/api/paths';
import { cartKeys } from '../../api/cart-keys';
import { cartItem, cartOf } from '../../testing/cart-fixture';
import { fakeShop } from '../../testing/fake-shop';
import { RecreateCartPage } from './recreate-cart-page';

const own = cartOf([cartItem('a1', 'Linen wrap dress', 1, 12000)]);
const shared = cartOf([cartItem('s1', 'Silk shirt', 1, 9000)], { cartPublicId: 'pub-42' });

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string, write: Parameters<typeof fakeShop>[0]['write']) {
  const shop = fakeShop({ cart: own, write });
  const env = createTestEnvironment({ path });
  env.queryClient.setQueryData(cartKeys.detail('vitrine-gb', 'en'), own);
  render(
    <StrictMode>
      <RecreateCartPage />
    </StrictMode>,
    { wrapper: env.wrapper },
  );
  return { shop, env };
}

describe('RecreateCartPage', () => {
  it('rebuilds the shared bag once, then shows the bag in its place', async () => {
    const { shop, env } = open('/recreateCart?cartPublicId=pub-42', () => shared);
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/basket'));
    expect(shop.writes()).toHaveLength(1);
    expect(shop.writes()[0]).toMatchObject({ method: 'POST', path: '/api/cart/recreateCart' });
    expect(shop.writes()[0]!.query.get('cartPublicId')).toBe('pub-42');
    expect(env.queryClient.getQueryData(cartKeys.detail('vitrine-gb', 'en'))).toEqual(shared);
  });

  it('says plainly that an unknown or expired bag cannot be restored, and leaves the own bag', async () => {
    const { env } = open('/recreateCart?cartPublicId=gone', () => ({
      status: 404,
      code: 'CART_NOT_FOUND',
    }));
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t restore this bag' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This shared bag is no longer available. The link may have expired. Your own bag hasn’t changed.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your bag' }).getAttribute('href')).toBe(
      '/checkout/basket',
    );
    expect(env.queryClient.getQueryData(cartKeys.detail('vitrine-gb', 'en'))).toEqual(own);
  });

  it('asks nothing of the server for a link without a bag', async () => {
    const { shop } = open('/recreateCart', () => shared);
    expect(await screen.findByText(/This link doesn’t name a bag\./)).toBeTruthy();
    expect(shop.writes()).toEqual([]);
  });
});
