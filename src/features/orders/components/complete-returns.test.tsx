// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { IDEMPOTENCY_HEADER, SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { OrderDetails } from '../../../shared/api/order';
import { POLL_EVERY_MS } from '../hooks/use-complete-page';
import { fakeOrdersShop, type Answer, type FakeCall } from '../testing/fake-orders-shop';
import { paidOrder } from '../testing/order-fixture';
import { CompletePage } from './complete-page';

const REF = '7KQ4M-2XD9B';
const PAYPAL = `/complete?orderReference=${REF}&paymentMethod=paypal`;
const APPROVED = `${PAYPAL}&utr=PSP1&pgTransactionId=PG-7&status=approved`;
const AGREEMENTS = ['terms-and-conditions', 'privacy'];

const waiting = (overrides: Partial<OrderDetails> = {}) =>
  paidOrder({
    status: 'AWAITING_PAYMENT',
    history: paidOrder().history.slice(0, 1),
    paymentMethod: 'paypal',
    ...overrides,
  });
const express = () => waiting({ deliveryAddress: null, consumer: {} });
const error = (status: number, code: string, details?: unknown): Answer => ({
  status,
  body: { status, code, message: code, ...(details ? { details } : {}) },
});
const placed = (status: string, code = 200): Answer => ({
  status: code,
  body: { orderReference: REF, status, total: 18895, currency: 'GBP' },
});

/** /complete as a return opens it (in StrictMode: effects run twice), with the shop's answers. */
function open(
  path: string,
  order: () => OrderDetails,
  complete: (call: FakeCall) => Answer | Promise<Answer>,
) {
  const shop = fakeOrdersShop({ orders: { [REF]: order }, complete });
  const env = createTestEnvironment({ path });
  render(
    <StrictMode>
      <Route path="/complete" component={CompletePage} />
    </StrictMode>,
    { wrapper: env.wrapper },
  );
  return { shop, env };
}

/** The shop's order, paid once the completion said so. */
function orderAfter(before: () => OrderDetails, after: () => OrderDetails) {
  let done = false;
  return {
    order: () => (done ? after() : before()),
    settle: (answer: Answer) => {
      done = true;
      return answer;
    },
  };
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('/complete back from PayPal', () => {
  it('completes an approval once under a key of its own, takes its fields out of the address bar, and shows the order paid', async () => {
    const shop = orderAfter(waiting, () => paidOrder({ paymentMethod: 'paypal' }));
    const { shop: fake, env } = open(APPROVED, shop.order, () => shop.settle(placed('PAID')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ada' })).toBeTruthy();
    expect(screen.getByText('Order confirmed')).toBeTruthy();
    const [put, ...more] = fake.completions();
    expect(more).toHaveLength(0);
    expect([put!.method, put!.path]).toEqual(['PUT', `/api/checkout/payment/${REF}`]);
    expect(put!.body).toEqual({ utr: 'PSP1', pgTransactionId: 'PG-7', status: 'approved' });
    expect(put!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[\w-]{8,128}$/);
    expect(env.history.at(-1)).toBe(
      `/complete?orderReference=${REF}&paymentMethod=paypal&status=approved`,
    );

    // a reload: settled, nothing sent again
    cleanup();
    const again = open(env.history.at(-1)!, shop.order, () => placed('PAID'));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    expect(again.shop.completions()).toHaveLength(0);
  });

  it('a reload before the answer came sends the same return under the same key', async () => {
    let abort: (reason: unknown) => void = () => {};
    const first = open(
      APPROVED,
      waiting,
      () => new Promise<Answer>((_, reject) => (abort = reject)),
    );
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    await waitFor(() => expect(first.shop.completions()).toHaveLength(1));
    // the reload: the page goes, and its request with it
    cleanup();
    await act(async () => abort(new DOMException('The user aborted a request.', 'AbortError')));
    const shop = orderAfter(waiting, () => paidOrder({ paymentMethod: 'paypal' }));
    const second = open(first.env.history.at(-1)!, shop.order, () => shop.settle(placed('PAID')));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    const [sent] = first.shop.completions();
    const [resent] = second.shop.completions();
    expect(resent!.body).toEqual(sent!.body);
    expect(resent!.headers[IDEMPOTENCY_HEADER]).toBe(sent!.headers[IDEMPOTENCY_HEADER]);
  });

  it('cancelled on PayPal’s page: nothing sent, said plainly, the way back to paying and to the bag, no polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { shop } = open(`${PAYPAL}&utr=PSP1&pgTransactionId=null&status=cancelled`, waiting, () =>
      placed('PAID'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your PayPal payment was cancelled' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/Nothing was charged, and your pieces are still in your bag/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose how to pay' }).getAttribute('href')).toBe(
      '/checkout/payment',
    );
    expect(screen.getByRole('link', { name: 'Back to your bag' }).getAttribute('href')).toBe(
      '/checkout/basket',
    );
    const asked = shop.orderCalls().length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3));
    expect(shop.orderCalls()).toHaveLength(asked);
    expect(shop.completions()).toHaveLength(0);
  });

  it('a return the shop cannot use (no approval, another order’s): nothing charged, the way back to paying', async () => {
    const { shop } = open(`${PAYPAL}&utr=PSP1&status=approved`, waiting, () =>
      error(422, 'EXPRESS_MISSING'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t confirm this payment' }),
    ).toBeTruthy();
    expect(screen.getByText(/so nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose how to pay' })).toBeTruthy();
    expect(shop.completions().map((call) => call.body)).toEqual([
      { utr: 'PSP1', status: 'approved' },
    ]);
  });

  it('no connection, or a server failure: said, and Try again sends the same return and key', async () => {
    let answers = 0;
    const shop = orderAfter(waiting, () => paidOrder({ paymentMethod: 'paypal' }));
    const { shop: fake } = open(APPROVED, shop.order, () =>
      ++answers === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answers === 2
          ? error(503, 'SERVICE_UNAVAILABLE')
          : shop.settle(placed('PAID')),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('We couldn’t reach the shop'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/\(code 500\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    const keys = fake.completions().map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});

describe('/complete back from the bank or Alipay', () => {
  const IDEAL = `/complete?orderReference=${REF}&paymentMethod=ideal`;

  it('posts the redirect result once, never believing statusCode: a refusal says why and leads back to paying', async () => {
    const shop = orderAfter(
      () => waiting({ paymentMethod: 'ideal' }),
      () => paidOrder({ status: 'CANCELLED', paymentMethod: 'ideal' }),
    );
    const { shop: fake, env } = open(
      `${IDEAL}&statusCode=authorised&redirectResult=RR-1`,
      shop.order,
      () =>
        shop.settle(
          error(422, 'ADRESULT_REFUSED', {
            orderReference: REF,
            refusalReason: 'Cancelled by shopper',
          }),
        ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order wasn’t completed' }),
    ).toBeTruthy();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Your bank declined the payment, so nothing was charged');
    expect(
      within(notice).getByRole('link', { name: 'Choose how to pay' }).getAttribute('href'),
    ).toBe('/checkout/payment');
    expect(fake.completions().map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/checkout/payment/details', { orderReference: REF, redirectResult: 'RR-1' }],
    ]);
    expect(env.history.at(-1)).toBe(`${IDEAL}&statusCode=authorised`);
  });

  it('Alipay left pending (202): the pending notice, and the order asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { shop } = open(
      `/complete?orderReference=${REF}&paymentMethod=alipay&statusCode=pending&redirectResult=RR-2`,
      () => waiting({ paymentMethod: 'alipay' }),
      () => placed('AWAITING_PAYMENT', 202),
    );
    expect(await screen.findByText('Payment pending')).toBeTruthy();
    expect(screen.getByText(/This page updates by itself/)).toBeTruthy();
    const asked = shop.orderCalls().length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 2 + 100));
    expect(shop.orderCalls().length).toBeGreaterThan(asked);
    expect(shop.completions()).toHaveLength(1);
  });

  it('Alipay declined: the method’s refusal in its name', async () => {
    const shop = orderAfter(
      () => waiting({ paymentMethod: 'alipay' }),
      () => paidOrder({ status: 'CANCELLED', paymentMethod: 'alipay' }),
    );
    open(
      `/complete?orderReference=${REF}&paymentMethod=alipay&statusCode=refused&redirectResult=RR-3`,
      shop.order,
      () => shop.settle(error(422, 'ADRESULT_REFUSED', { refusalReason: 'Cancelled by shopper' })),
    );
    expect(
      await screen.findByText(/The payment with Alipay was declined, so nothing was charged/),
    ).toBeTruthy();
  });
});

describe('/complete back from PayPal express', () => {
  async function tickAll() {
    for (const box of await screen.findAllByRole('checkbox')) fireEvent.click(box);
  }

  it('the shopper confirms: total, agreements unticked, Pay now; a changed total is shown and confirmed again', async () => {
    const dublin = {
      ...paidOrder().deliveryAddress!,
      addressLine1: '7 Eccles Street',
      city: 'Dublin',
    };
    let priced = false;
    const shop = orderAfter(express, () =>
      paidOrder({ paymentMethod: 'paypal', deliveryAddress: dublin }),
    );
    let release: (answer: Answer) => void = () => {};
    const { shop: fake } = open(APPROVED, shop.order, () => {
      if (!priced) {
        priced = true;
        return error(409, 'PRICE_CHANGED', { total: 19195, currency: 'GBP' });
      }
      return new Promise<Answer>((resolve) => (release = resolve));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your order' }),
    ).toBeTruthy();
    expect(screen.getByText('Total to pay').nextElementSibling!.textContent).toBe('£188.95');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toHaveProperty('disabled', true);
    expect(fake.completions()).toHaveLength(0);

    await tickAll();
    fireEvent.click(pay);
    expect(
      await screen.findByText(
        'The total changed to £191.95 because of your delivery address. Please check it, then pay.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Total to pay').nextElementSibling!.textContent).toBe('£191.95');

    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('button', { name: 'Paying…' })).toHaveProperty('disabled', true);
    await act(async () => release(shop.settle(placed('PAID'))));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    expect(document.body.textContent).toContain('7 Eccles Street');

    const [first, second] = fake.completions();
    const approval = { utr: 'PSP1', pgTransactionId: 'PG-7', status: 'approved' };
    expect(first!.body).toEqual({ ...approval, agreements: AGREEMENTS });
    expect(second!.body).toEqual({ ...approval, agreements: AGREEMENTS, expectedTotal: 19195 });
    expect(second!.headers[IDEMPOTENCY_HEADER]).toBe(first!.headers[IDEMPOTENCY_HEADER]);
  });

  it('a reload after the new total keeps the confirmation and the total, though the order now has PayPal’s address', async () => {
    const first = open(APPROVED, express, () =>
      error(409, 'PRICE_CHANGED', { total: 19195, currency: 'GBP' }),
    );
    await tickAll();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText(/The total changed to £191\.95/);
    cleanup();
    const second = open(
      first.env.history.at(-1)!,
      () => waiting(),
      () => placed('PAID'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your order' }),
    ).toBeTruthy();
    expect(screen.getByText('Total to pay').nextElementSibling!.textContent).toBe('£191.95');
    expect(second.shop.completions()).toHaveLength(0);
  });

  it('Pay now offline is refused before anything is sent, in the checkout’s own words', async () => {
    const { shop } = open(APPROVED, express, () => placed('PAID'));
    await tickAll();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Placing your order needs a connection. Nothing was sent and everything you entered is kept: place your order once you’re back online.',
    );
    expect(shop.completions()).toHaveLength(0);
  });

  it('an express order the server says needs its agreements (AGREEMENTS_REQUIRED) turns into the confirmation', async () => {
    const { shop } = open(APPROVED, waiting, () => error(422, 'AGREEMENTS_REQUIRED'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your order' }),
    ).toBeTruthy();
    expect(shop.completions()).toHaveLength(1);
  });
});
