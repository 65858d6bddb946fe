// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../../shared/api/paths';
import { cartKeys } from '../../api/cart-keys';
import { rememberCart } from '../../store/last-cart';
import { cartItem, cartOf } from '../../testing/cart-fixture';
import { BasketPage } from './basket-page';

const bag = cartOf([cartItem('a1', 'Linen wrap dress', 2, 12000)]);
const FETCHED_AT = Date.UTC(2030, 5, 1, 9, 30);
const scope = { siteTag: 'vitrine-gb', language: 'en' };
const asOf = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
  FETCHED_AT,
);

let online = false;
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** No network: every request fails as a browser's fetch does offline. */
function noNetwork() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function expectReadOnly() {
  const list = screen.getByRole('list', { name: 'Items in your bag' });
  expect(within(list).getByRole('heading', { name: 'Linen wrap dress' })).toBeTruthy();
  expect(within(list).getByText('Qty: 2')).toBeTruthy();
  expect(within(list).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  const proceed = screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement;
  expect(proceed.disabled).toBe(true);
}

describe('BasketPage offline', () => {
  it('shows the bag it has read-only, with when it was fetched, and sends nothing', async () => {
    const fetchMock = noNetwork();
    const env = createTestEnvironment({ path: '/checkout/basket' });
    env.queryClient.setQueryData(cartKeys.detail('vitrine-gb', 'en'), bag, {
      updatedAt: FETCHED_AT,
    });
    render(<BasketPage />, { wrapper: env.wrapper });
    const notice = await screen.findByRole('status', { name: 'You’re offline' });
    expect(notice.textContent).toContain(`This is your bag as it was at ${asOf}.`);
    expect(notice.textContent).toContain('Changing it needs a connection.');
    expectReadOnly();
    const writes = fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
    expect(writes).toEqual([]);
  });

  it('opened offline, shows the session’s last known bag', async () => {
    noNetwork();
    rememberCart(bag, scope, FETCHED_AT);
    render(<BasketPage />, {
      wrapper: createTestEnvironment({ path: '/checkout/basket' }).wrapper,
    });
    const notice = await screen.findByRole('status', { name: 'You’re offline' });
    expect(notice.textContent).toContain(asOf);
    expectReadOnly();
  });

  it('shows the last known bag when the shop cannot be reached, even if the browser says online', async () => {
    online = true;
    noNetwork();
    rememberCart(bag, scope, FETCHED_AT);
    render(<BasketPage />, {
      wrapper: createTestEnvironment({ path: '/checkout/basket' }).wrapper,
    });
    expect(await screen.findByRole('status', { name: 'You’re offline' })).toBeTruthy();
    expectReadOnly();
  });

  it('never shows another session’s bag: without one of its own it says the page needs a network', async () => {
    noNetwork();
    rememberCart(bag, scope, FETCHED_AT);
    sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-2');
    render(<BasketPage />, {
      wrapper: createTestEnvironment({ path: '/checkout/basket' }).wrapper,
    });
    expect(
      await screen.findByRole('heading', { name: 'This page isn’t available offline' }),
    ).toBeTruthy();
    expect(screen.queryByText('Linen wrap dress')).toBeNull();
  });
});
