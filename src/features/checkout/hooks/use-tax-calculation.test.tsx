// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useCart } from '../../cart/checkout';
import { checkoutCart, fakeCheckoutShop, type FakeCall } from '../testing/fake-checkout-shop';
import { usCart, usSite } from '../testing/us-checkout';
import { useTaxCalculation } from './use-tax-calculation';

/** What the talon shows for the cart the page has: its state as text, and its Retry. */
function TaxProbe() {
  const cart = useCart().data;
  return cart ? <Shown cart={cart} /> : null;
}

function Shown({ cart }: { cart: Cart }) {
  const tax = useTaxCalculation(cart);
  return (
    <>
      <output>
        {`${cart.taxStatus} loading:${tax.isTaxLoading} problem:${tax.problem ?? 'none'}`}
      </output>
      <button onClick={tax.retry}>Retry</button>
    </>
  );
}

const CALCULATE = '/api/cart/calculate-tax';
/** taken before the clock is faked: the query library schedules with it, as in a browser */
const realSetTimeout = globalThis.setTimeout;
const state = () => screen.getByRole('status').textContent;

function open(options: Parameters<typeof fakeCheckoutShop>[0], site = usSite) {
  const shop = fakeCheckoutShop(options);
  const env = createTestEnvironment({ path: '/checkout/shipping', site });
  render(<TaxProbe />, { wrapper: env.wrapper });
  /** the requests after the first POST calculate-tax: how the talon polled */
  const afterAsking = () => {
    const asked = shop.calls.findIndex((call) => call.path === CALCULATE);
    return asked < 0 ? [] : shop.calls.slice(asked + 1);
  };
  return { shop, afterAsking };
}

const reads = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/cart').length;

/**
 * Lets `ms` of the talon's time pass, then what was started finish: the requests' own hops (the
 * session, a yield to the main thread, the stand-in's answer, the query's notifications) take
 * a few ticks of their own, so the clock moves on by up to HOPS ms more.
 */
const HOPS = 20;
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let hop = 0; hop < HOPS; hop++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await new Promise((resolve) => realSetTimeout(resolve, 0));
    });
}

beforeEach(() => {
  // the clock of timeouts only: the fetch stand-in's answers still arrive on their own
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useTaxCalculation', () => {
  it('asks for the tax of a cart that needs it, then reads the cart every 500 ms until DONE', async () => {
    let pendingReads = 2;
    const { shop, afterAsking } = open({
      cart: usCart('NOT_CALCULATED'),
      write: () => usCart('PENDING'),
      // pending twice more, then the tax service has answered
      read: (cart) => (cart.taxStatus === 'PENDING' && pendingReads-- <= 0 ? usCart('DONE') : cart),
    });
    await pass(0);
    expect(shop.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: CALCULATE, body: {} }),
    ]);
    expect(state()).toBe('PENDING loading:true problem:none');

    // every 500 ms: none before, one by then, three a second later
    await pass(500 - 2 * HOPS);
    expect(reads(afterAsking())).toBe(0);
    await pass(2 * HOPS);
    expect(reads(afterAsking())).toBe(1);
    await pass(1000 - HOPS);
    expect(reads(afterAsking())).toBe(3);
    expect(state()).toBe('DONE loading:false problem:none');

    // DONE: nothing more is asked or read
    await pass(5000);
    expect(reads(afterAsking())).toBe(3);
    expect(shop.writes()).toHaveLength(1);
  });

  it('gives up after 10 reads still PENDING: CART-TAX-CALC, and Retry asks again', async () => {
    const { shop, afterAsking } = open({
      cart: usCart('NOT_CALCULATED'),
      write: () => usCart('PENDING'),
    });
    await pass(0);
    await pass(4500 - 3 * HOPS);
    expect(reads(afterAsking())).toBe(8);
    expect(state()).toBe('PENDING loading:true problem:none');
    await pass(500);
    expect(reads(afterAsking())).toBe(9);
    await pass(500);
    expect(reads(afterAsking())).toBe(10);
    expect(state()).toBe('PENDING loading:false problem:CART-TAX-CALC');
    await pass(5000);
    expect(reads(afterAsking())).toBe(10);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await pass(0);
    expect(shop.writes().map((call) => call.path)).toEqual([CALCULATE, CALCULATE]);
    expect(state()).toBe('PENDING loading:true problem:none');
  });

  it('stops at a FAILED tax: CART-TAX-CALC', async () => {
    const { afterAsking } = open({
      cart: usCart('NOT_CALCULATED'),
      write: () => usCart('PENDING'),
      read: (cart) =>
        cart.taxStatus === 'PENDING'
          ? { ...cart, taxStatus: 'FAILED', taxMessage: 'Tax Calculation Error' }
          : cart,
    });
    await pass(500);
    expect(reads(afterAsking())).toBe(1);
    expect(state()).toBe('FAILED loading:false problem:CART-TAX-CALC');
    await pass(5000);
    expect(reads(afterAsking())).toBe(1);
  });

  it('a throttled request (429) is THROTTLED, and nothing is read', async () => {
    const { shop, afterAsking } = open({
      cart: usCart('NOT_CALCULATED'),
      write: () => ({ status: 429, code: 'TOO_MANY_REQUESTS' }),
    });
    await pass(0);
    expect(state()).toBe('NOT_CALCULATED loading:false problem:THROTTLED');
    await pass(5000);
    expect(reads(afterAsking())).toBe(0);
    expect(shop.writes()).toHaveLength(1);
  });

  it('asks nothing for a cart whose tax is DONE, or not yet taxable (no shipping chosen)', async () => {
    const done = open({ cart: usCart('DONE') });
    await pass(1000);
    expect(done.shop.writes()).toEqual([]);
    expect(state()).toBe('DONE loading:false problem:none');
    cleanup();
    const unshipped = open({ cart: usCart('NOT_CALCULATED', null) });
    await pass(1000);
    expect(unshipped.shop.writes()).toEqual([]);
  });

  it('asks nothing where prices include tax', async () => {
    const { shop } = open({ cart: { ...checkoutCart(), taxStatus: 'INCLUDED' } }, undefined);
    await pass(1000);
    expect(shop.writes()).toEqual([]);
  });
});
