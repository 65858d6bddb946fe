// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { LoadedSite } from '../../../platform/site/load-site';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { testSite } from '../../../platform/testing/site-fixture';
import { fakeOrdersShop } from '../testing/fake-orders-shop';
import { historyPage, orderSummaries } from '../testing/order-history-fixture';
import { OrderHistoryPage } from './order-history-page';

/** The test site with accounts (its identity integration on). */
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

/** What the identity library leaves on the device once Jane has signed in. */
function signIn() {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const token = (claims: object) => `${encode({ alg: 'RS256' })}.${encode(claims)}.c2ln`;
  const prefix = `CognitoIdentityServiceProvider.${testSite.config.integrations.cognito.clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, 'jane');
  // the account's session, opened at sign-in
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
  localStorage.setItem(`${prefix}.jane.idToken`, token({ email: 'jane@example.com' }));
  localStorage.setItem(`${prefix}.jane.accessToken`, token({ token_use: 'access' }));
}

function open(options: {
  site?: LoadedSite;
  history?: Parameters<typeof fakeOrdersShop>[0]['history'];
}) {
  const shop = fakeOrdersShop({ history: options.history });
  const env = createTestEnvironment({ path: '/orders', site: options.site ?? accountSite });
  render(<Route path="/orders" component={OrderHistoryPage} />, { wrapper: env.wrapper });
  return { shop, env };
}

const list = () => screen.getByRole('list', { name: 'Your orders' });
const more = () => screen.queryByRole('button', { name: 'Show more orders' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/orders, the order history', () => {
  it('lists the newest ten, then the next page after the last one shown, until none is left', async () => {
    signIn();
    const all = orderSummaries(23);
    const { shop } = open({
      history: (call) => ({
        status: 200,
        body: historyPage(all, call.query.get('lastKey')),
      }),
    });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(10));
    const first = within(list()).getAllByRole('listitem')[0]!;
    const link = within(first).getByRole('link', { name: 'Order 7KQ4M-00000' });
    expect(link.getAttribute('href')).toBe('/orders/7KQ4M-00000');
    expect(within(first).getByText('Order confirmed')).toBeTruthy();
    expect(within(first).getByText('4 March 2030')).toBeTruthy();
    expect(within(first).getByText('£20.00')).toBeTruthy();
    expect(shop.historyCalls()[0]!.query.get('lastKey')).toBeNull();
    // the bearer token goes with it: the history is the account's
    expect(shop.historyCalls()[0]!.headers.authorization).toMatch(/^Bearer /);

    fireEvent.click(more()!);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20));
    const second = shop.historyCalls()[1]!.query;
    expect(second.get('lastKey')).toBe('7KQ4M-00009');
    expect(second.get('lastKeyTs')).toBe(all[9]!.placedAt);

    fireEvent.click(more()!);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(23));
    expect(shop.historyCalls()[2]!.query.get('lastKey')).toBe('7KQ4M-00019');
    expect(more()).toBeNull();
    expect(within(list()).getAllByText('Payment pending')[0]).toBeTruthy();
  });

  it('says so when a next page fails, and asks for the same page again', async () => {
    signIn();
    const all = orderSummaries(12);
    let fail = true;
    const { shop } = open({
      history: (call) => {
        const lastKey = call.query.get('lastKey');
        if (lastKey && fail) {
          fail = false;
          return { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } };
        }
        return { status: 200, body: historyPage(all, lastKey) };
      },
    });
    await waitFor(() => expect(more()).not.toBeNull());
    fireEvent.click(more()!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t load more orders. Please try again.',
    );
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(more()!);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(12));
    const asked = shop.historyCalls().map((call) => call.query.get('lastKey'));
    expect(asked).toEqual([null, '7KQ4M-00009', '7KQ4M-00009']);
  });

  it('has an empty state that points to the guest lookup', async () => {
    signIn();
    open({
      history: () => ({ status: 200, body: { orders: [], lastKey: null, lastKeyTs: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your order' }).getAttribute('href')).toBe(
      '/orders/order-status',
    );
    expect(more()).toBeNull();
  });

  it('signed out: asks to sign in and come back here, offers the guest lookup, asks nothing', async () => {
    const { shop } = open({ history: () => ({ status: 500, body: {} }) });
    const signInLink = await screen.findByRole('link', { name: 'Sign in' });
    expect(signInLink.getAttribute('href')).toBe('/account/sign-in?returnTo=%2Forders');
    expect(screen.getByRole('link', { name: 'Find your order' }).getAttribute('href')).toBe(
      '/orders/order-status',
    );
    expect(shop.historyCalls()).toEqual([]);
  });

  it('on a site without accounts: only the guest lookup', async () => {
    signIn();
    const { shop } = open({ site: testSite, history: () => ({ status: 500, body: {} }) });
    expect(await screen.findByRole('link', { name: 'Find your order' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(shop.historyCalls()).toEqual([]);
  });
});
