// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { LoadedSite } from '../../../platform/site/load-site';
import { testSite } from '../../../platform/testing/site-fixture';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import { fakeOrdersShop } from '../testing/fake-orders-shop';
import { paidOrder } from '../testing/order-fixture';
import { OrderPage } from './order-page';

const accountSite: LoadedSite = {
  ...testSite,
  config: {
    ...testSite.config,
    integrations: {
      ...testSite.config.integrations,
      cognito: { ...testSite.config.integrations.cognito, enabled: true },
    },
  },
};

/** What the identity library and sign-in leave on the device once Jane has signed in. */
function signIn() {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const token = (claims: object) => `${encode({ alg: 'RS256' })}.${encode(claims)}.c2ln`;
  const prefix = `CognitoIdentityServiceProvider.${testSite.config.integrations.cognito.clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, 'jane');
  localStorage.setItem(`${prefix}.jane.idToken`, token({ email: 'jane@example.com' }));
  localStorage.setItem(`${prefix}.jane.accessToken`, token({ token_use: 'access' }));
}

function open(site: LoadedSite, orders: Parameters<typeof fakeOrdersShop>[0]['orders']) {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
  const shop = fakeOrdersShop({ orders });
  const env = createTestEnvironment({ path: '/orders/7KQ4M-2XD9B', site });
  render(<Route path="/orders/:orderReference" component={OrderPage} />, { wrapper: env.wrapper });
  return shop;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/orders/:orderReference', () => {
  it("opens the signed-in owner's order, asked with the account's bearer token", async () => {
    signIn();
    const shop = open(accountSite, { '7KQ4M-2XD9B': () => paidOrder() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4M-2XD9B' }),
    ).toBeTruthy();
    const [call] = shop.orderCalls();
    expect(call?.path).toBe('/api/order/7KQ4M-2XD9B');
    expect(call?.headers.authorization).toMatch(/^Bearer /);
  });

  it('signed out, an order not found offers signing in to come back to it, then the lookup', async () => {
    open(accountSite, {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/sign-in?returnTo=%2Forders%2F7KQ4M-2XD9B',
    );
    expect(screen.getByRole('link', { name: 'Find your order' })).toBeTruthy();
  });

  it('signed in, or on a site without accounts, an order not found offers no sign-in', async () => {
    signIn();
    open(accountSite, {});
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    cleanup();
    localStorage.clear();
    open(testSite, {});
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
