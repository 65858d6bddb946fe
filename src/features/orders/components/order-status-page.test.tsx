// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { fakeOrdersShop } from '../testing/fake-orders-shop';
import { paidOrder } from '../testing/order-fixture';
import { OrderStatusPage } from './order-status-page';

const HASH = 'A'.repeat(64);
/** The guest's view: contact details masked, as the server answers it. */
const guestOrder = paidOrder({
  consumer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada•••@example.com' },
});

function open(path: string, lookup?: (body: unknown) => { status: number; body: unknown }) {
  const shop = fakeOrdersShop({ links: { [HASH]: guestOrder }, ...(lookup && { lookup }) });
  const env = createTestEnvironment({ path });
  render(<Route path="/orders/order-status" component={OrderStatusPage} />, {
    wrapper: env.wrapper,
  });
  return { shop, env };
}

const found = () => ({ status: 200, body: { hash: HASH, order: guestOrder } });
const refused = (status: number, code: string, details?: unknown) => () => ({
  status,
  body: { status, code, message: code, ...(details !== undefined && { details }) },
});
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Find my order' }));

let onLine = true;
beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // TanStack's online manager heard the offline test's event: it is online again
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/orders/order-status', () => {
  it('reports every problem beside its field at once, and sends nothing', async () => {
    const { shop } = open('/orders/order-status');
    submit();
    const reference = await screen.findByLabelText('Order number');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    const error = within(reference.parentElement!).getByText('Please fill this in.');
    expect(reference.getAttribute('aria-describedby')).toContain(error.id);
    expect(
      screen.getByLabelText('Email address you ordered with').getAttribute('aria-invalid'),
    ).toBe('true');
    type('Order number', 'ABC');
    type('Email address you ordered with', 'not-an-email');
    submit();
    await waitFor(() =>
      expect(screen.getAllByText('This doesn’t look quite right. Please check it.')).toHaveLength(
        2,
      ),
    );
    expect(shop.orderCalls()).toEqual([]);
  });

  it('finds an order by number and e-mail: opens it at its link, with the link to copy', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { clipboard: { writeText } }),
    );
    const { shop, env } = open('/orders/order-status', found);
    type('Order number', ' 7kq4m2xd9b ');
    type('Email address you ordered with', 'Ada@Example.com');
    submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4M-2XD9B' }),
    ).toBeTruthy();
    expect(shop.orderCalls().map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/order/s/query', { orderReference: '7KQ4M-2XD9B', email: 'Ada@Example.com' }],
    ]);
    expect(env.history.at(-1)).toBe(`/orders/order-status?hash=${HASH}`);
    expect(screen.getByRole('region', { name: 'Your pieces (3)' })).toBeTruthy();
    expect(screen.getByText('ada•••@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to this order' }));
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`\\?hash=${HASH}$`)));
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      `/tracking?hash=${HASH}`,
    );
  });

  it('finds an order by phone when the shopper chooses it', async () => {
    const { shop } = open('/orders/order-status', found);
    fireEvent.click(screen.getByRole('radio', { name: 'Mobile number' }));
    expect(screen.queryByLabelText('Email address you ordered with')).toBeNull();
    type('Order number', '7KQ4M-2XD9B');
    type('Mobile number you ordered with', '07400 123456');
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4M-2XD9B' });
    expect(shop.orderCalls()[0]!.body).toEqual({
      orderReference: '7KQ4M-2XD9B',
      phone: '07400 123456',
    });
  });

  it('nothing found: one message that never says which detail was wrong, and what was typed stays', async () => {
    open('/orders/order-status', refused(404, 'ORDER_NOT_FOUND'));
    type('Order number', '7KQ4M-2XD9B');
    type('Email address you ordered with', 'ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t find an order with these details. Please check them and try again.',
    );
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('7KQ4M-2XD9B');
    expect(
      (screen.getByLabelText('Email address you ordered with') as HTMLInputElement).value,
    ).toBe('ada@example.com');
  });

  it('too many attempts: says how long to wait, from the server’s Retry-After', async () => {
    open('/orders/order-status', refused(429, 'TOO_MANY_REQUESTS', { retryAfter: 150 }));
    type('Order number', '7KQ4M-2XD9B');
    type('Email address you ordered with', 'ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 3 minutes.',
    );
  });

  it('offline: says a connection is needed, sends nothing, keeps what was typed', async () => {
    const { shop } = open('/orders/order-status', found);
    onLine = false;
    window.dispatchEvent(new Event('offline'));
    type('Order number', '7KQ4M-2XD9B');
    type('Email address you ordered with', 'ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Finding an order needs a connection',
    );
    expect(shop.orderCalls()).toEqual([]);
    expect(
      (screen.getByLabelText('Email address you ordered with') as HTMLInputElement).value,
    ).toBe('ada@example.com');
  });

  it('a link that no longer opens its order: not found, with the lookup to try again', async () => {
    open(`/orders/order-status?hash=${'B'.repeat(64)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' }),
    ).toBeTruthy();
    expect(screen.getByText(/This link may have expired/)).toBeTruthy();
  });
});
