// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import { fakeOrdersShop } from '../testing/fake-orders-shop';
import { paidOrder } from '../testing/order-fixture';
import { OrderPage } from './order-page';
import { TrackingPage } from './tracking-page';

const REFERENCE = '7KQ4M-2XD9B';
const HASH = 'C'.repeat(64);

function open(path: string) {
  const shop = fakeOrdersShop({
    orders: { [REFERENCE]: () => paidOrder() },
    links: { [HASH]: paidOrder() },
  });
  const env = createTestEnvironment({ path });
  render(
    <>
      <Route path="/tracking" component={TrackingPage} />
      <Route path="/orders/:orderReference" component={OrderPage} />
    </>,
    { wrapper: env.wrapper },
  );
  return shop;
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The moment as the test's own locale and time zone write it, as the page must. */
const written = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('/tracking', () => {
  it('shows the status history as an ordered list, each with its time, the current one marked', async () => {
    const shop = open(`/tracking?orderReference=${REFERENCE}`);
    const history = await screen.findByRole('list', { name: 'Order history' });
    expect(history.tagName).toBe('OL');
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')!.textContent)).toEqual([
      'Order placed',
      'Payment confirmed',
    ]);
    const times = steps.map((step) => step.querySelector('time')!);
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(
      paidOrder().history.map((entry) => entry.at),
    );
    expect(times[1]!.textContent).toBe(written(paidOrder().history[1]!.at));
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step']);
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeTruthy();
    expect(screen.getByText(/Estimated delivery/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe(
      `/orders/${REFERENCE}`,
    );
    expect(shop.orderCalls().map((call) => call.path)).toEqual([`/api/order/${REFERENCE}`]);
  });

  it('opens a guest’s order by its link, without a session', async () => {
    sessionStorage.clear();
    const shop = open(`/tracking?hash=${HASH}`);
    await screen.findByRole('list', { name: 'Order history' });
    const calls = shop.calls.filter((call) => call.path.startsWith('/api/'));
    expect(calls.map((call) => call.path)).toEqual(['/api/order/s/myOrder']);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe(
      `/orders/order-status?hash=${HASH}`,
    );
  });
});

describe('/orders/:orderReference', () => {
  it('shows the owner the order: its number, when it was placed, its status, lines and totals', async () => {
    open(`/orders/${REFERENCE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${REFERENCE}` }),
    ).toBeTruthy();
    expect(screen.getByText(/^Placed on /)).toBeTruthy();
    expect(screen.getByText('Order confirmed')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your pieces (3)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain('£188.95');
  });

  it('someone else’s order, or none: not found', async () => {
    open('/orders/ZZZZZ-ZZZZZ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' }),
    ).toBeTruthy();
  });
});
