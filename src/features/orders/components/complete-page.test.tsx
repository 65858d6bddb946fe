// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router } from 'wouter';
import { ApiProvider } from '../../../platform/http/api-context';
import { I18nProvider } from '../../../platform/i18n/i18n-context';
import { SiteProvider } from '../../../platform/site/site-context';
import { siteApiClient } from '../../../platform/site/site-api-client';
import { testSite } from '../../../platform/testing/site-fixture';
import { ServerResponseProvider } from '../../../platform/routing/server-response';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { OrderDetails } from '../../../shared/api/order';
import type { ServerResponseRecord } from '../../../shared/render/render-contract';
import { subscribeAnalytics, type TrackedEvent } from '../../analytics';
import { cartKeys } from '../../cart';
import { POLL_EVERY_MS, POLL_FOR_MS } from '../hooks/use-complete-page';
import { fakeOrdersShop } from '../testing/fake-orders-shop';
import { paidOrder } from '../testing/order-fixture';
import { CompletePage } from './complete-page';

const REFERENCE = '7KQ4M-2XD9B';

function open(path: string, orders: Record<string, () => OrderDetails>) {
  const shop = fakeOrdersShop({ orders });
  const env = createTestEnvironment({ path });
  render(<Route path="/complete" component={CompletePage} />, { wrapper: env.wrapper });
  return { shop, env };
}

let events: TrackedEvent[] = [];
let stopListening = () => {};
beforeEach(() => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
  events = [];
  stopListening = subscribeAnalytics((event) => events.push(event));
});
afterEach(() => {
  stopListening();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

const purchases = () => events.filter((event) => event.type === 'purchase');

describe('/complete', () => {
  it('thanks the shopper and shows the reference, the e-mail, the lines, the addresses and every total', async () => {
    open(`/complete?orderReference=${REFERENCE}`, { [REFERENCE]: () => paidOrder() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ada' })).toBeTruthy();
    expect(screen.getByText('Order confirmed')).toBeTruthy();
    expect(screen.getByText(REFERENCE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy order number' })).toBeTruthy();
    expect(screen.getAllByText('ada@example.com')[0]!.closest('p')!.textContent).toBe(
      'Your confirmation is on its way to ada@example.com.',
    );

    const items = screen.getByRole('region', { name: 'Your pieces (3)' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Linen wrap dress' })).toBeTruthy();
    expect(lines[0]!.textContent).toContain('Maison Lune');
    expect(lines[0]!.textContent).toContain('Colour: Sand');
    expect(lines[0]!.textContent).toContain('Size: UK 12');
    expect(lines[0]!.textContent).toContain('Qty: 1');
    expect(lines[0]!.textContent).toContain('£120.00');
    // on sale: the list price struck through, the line's total
    expect(lines[1]!.querySelector('s')!.textContent).toBe('£50.00');
    expect(lines[1]!.textContent).toContain('£80.00');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(rows).toEqual([
      'Subtotal: £200.00',
      'Discounts (WELCOME10): −£20.00',
      'Delivery: £8.95',
      'Total: £188.95',
    ]);
    const page = document.body.textContent!;
    expect(page).toContain('12 Baker Street');
    expect(page).toContain('NW1 6XE London');
    expect(page).toContain('United Kingdom');
    expect(page).toContain('Same as delivery address');
    expect(page).toContain('Express delivery');
    expect(page).toMatch(/Estimated delivery \S+/);
    expect(page).toContain('Card');
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      `/tracking?orderReference=${REFERENCE}`,
    );
  });

  it('reports the purchase once, never again when the page is opened again, and refreshes the bag', async () => {
    const first = open(`/complete?orderReference=${REFERENCE}`, { [REFERENCE]: () => paidOrder() });
    const bag = cartKeys.detail('vitrine-gb', 'en');
    first.env.queryClient.setQueryData(bag, { items: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(purchases()).toMatchObject([
      {
        orderReference: REFERENCE,
        currency: 'GBP',
        countryCode: 'GB',
        value: 18895,
        shipping: 895,
        voucherCode: 'WELCOME10',
        items: [
          { productId: 'p-a1', sku: 'p-a1-sand-m', color: 'sand', quantity: 1 },
          { productId: 'p-b2', color: 'ink', quantity: 2, price: { list: 5000, sale: 4000 } },
        ],
      },
    ]);
    expect(first.env.queryClient.getQueryState(bag)?.isInvalidated).toBe(true);
    // a reload of the same tab
    cleanup();
    open(`/complete?orderReference=${REFERENCE}`, { [REFERENCE]: () => paidOrder() });
    await screen.findByRole('heading', { level: 1 });
    expect(purchases()).toHaveLength(1);
  });

  it('a payment being confirmed: says so, asks again every few seconds, and reports the purchase once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const { shop } = open(`/complete?orderReference=${REFERENCE}`, {
      [REFERENCE]: () =>
        ++answers < 3
          ? paidOrder({ status: 'AWAITING_PAYMENT', history: paidOrder().history.slice(0, 1) })
          : paidOrder(),
    });
    expect(await screen.findByText('Payment pending')).toBeTruthy();
    expect(screen.getByText(/This page updates by itself/).closest('[role="status"]')).toBeTruthy();
    expect(purchases()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 2 + 100));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    expect(shop.orderCalls()).toHaveLength(3);
    expect(purchases()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3));
    expect(shop.orderCalls()).toHaveLength(3);
  });

  it('a payment still unconfirmed after a minute: stops asking and says it will e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { shop } = open(`/complete?orderReference=${REFERENCE}`, {
      [REFERENCE]: () => paidOrder({ status: 'AWAITING_PAYMENT' }),
    });
    await screen.findByText('Payment pending');
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS + POLL_EVERY_MS));
    expect(screen.getByText(/We’ll email ada@example\.com as soon as it’s done/)).toBeTruthy();
    const asked = shop.orderCalls().length;
    expect(asked).toBeGreaterThan(10);
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3));
    expect(shop.orderCalls()).toHaveLength(asked);
    expect(purchases()).toHaveLength(0);
  });

  it('an order not completed: says so, offers the bag, reports nothing', async () => {
    open(`/complete?orderReference=${REFERENCE}`, {
      [REFERENCE]: () => paidOrder({ status: 'CANCELLED' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order wasn’t completed' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your payment wasn’t taken');
    expect(screen.getByRole('link', { name: 'Back to your bag' }).getAttribute('href')).toBe(
      '/checkout/basket',
    );
    expect(screen.queryByRole('link', { name: 'Track your order' })).toBeNull();
    expect(purchases()).toHaveLength(0);
  });

  it('an order this shopper cannot see, or none named: not found', async () => {
    const { shop } = open('/complete?orderReference=ZZZZZ-ZZZZZ', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your order' }).getAttribute('href')).toBe(
      '/orders/order-status',
    );
    cleanup();
    const none = open('/complete', {});
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t find this order' }),
    ).toBeTruthy();
    expect(none.shop.orderCalls()).toHaveLength(0);
    expect(shop.orderCalls()).toHaveLength(1);
  });

  it('takes a signed-in return’s credentials and a payment’s utr out of the address bar, keeping the rest', async () => {
    const { env } = open(
      `/complete?orderReference=${REFERENCE}&uat=secret&Authorization=x&utr=u1&statusCode=authorised`,
      {
        [REFERENCE]: () => paidOrder(),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(env.history.at(-1)).toBe(`/complete?orderReference=${REFERENCE}&statusCode=authorised`);
  });

  it('the server’s render: 404 for a /complete that names no order, the page’s shell otherwise', () => {
    const statusOf = (path: string) => {
      const [ssrPath, ssrSearch = ''] = path.split('?');
      const response: ServerResponseRecord = { status: 200 };
      renderToString(
        <ServerResponseProvider value={{ record: (decision) => Object.assign(response, decision) }}>
          <QueryClientProvider client={new QueryClient()}>
            <SiteProvider site={testSite}>
              <I18nProvider language="en" labels={testSite.labels}>
                <ApiProvider client={siteApiClient(testSite)}>
                  <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
                    <Route path="/complete" component={CompletePage} />
                  </Router>
                </ApiProvider>
              </I18nProvider>
            </SiteProvider>
          </QueryClientProvider>
        </ServerResponseProvider>,
      );
      return response.status;
    };
    expect(statusOf('/complete')).toBe(404);
    expect(statusOf('/complete?orderReference=not-one')).toBe(404);
    expect(statusOf(`/complete?orderReference=${REFERENCE}`)).toBe(200);
  });
});
