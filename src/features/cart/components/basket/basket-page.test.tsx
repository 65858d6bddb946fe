// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../../shared/api/paths';
import { MAX_QTY_PER_ITEM } from '../../../../shared/constants';
import type { Cart } from '../../../../shared/domain/cart';
import { subscribeAnalytics, type TrackedEvent } from '../../../analytics';
import { cartItem, cartOf } from '../../testing/cart-fixture';
import { fakeShop } from '../../testing/fake-shop';
import { BasketPage } from './basket-page';

const coat = cartItem('c3', 'Wool coat', 1, 24000, {
  options: {
    color: { name: 'Camel', slug: 'camel' },
    size: { name: 'Medium', labelSize: 'M' },
    sizeType: { name: 'Petite', slug: 'petite' },
  },
  discounts: [{ name: 'Winter sale', amount: 4800 }],
});
const dress = cartItem('a1', 'Linen wrap dress', 2, 12000);

function renderBasket(cart: Cart, write?: Parameters<typeof fakeShop>[0]['write']) {
  const shop = fakeShop({ cart, write });
  const env = createTestEnvironment({ path: '/checkout/basket' });
  render(<BasketPage />, { wrapper: env.wrapper });
  return { shop, env };
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('BasketPage', () => {
  it('lists the lines in the order the server gives (newest first) with their details', async () => {
    renderBasket(cartOf([coat, dress]));
    const list = await screen.findByRole('list', { name: 'Items in your bag' });
    const names = within(list).getAllByRole('heading', { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(['Wool coat', 'Linen wrap dress']);
    const first = within(names[0]!.closest('li')!);
    expect(first.getByText('Maison Lune')).toBeTruthy();
    expect(first.getByText('Colour: Camel')).toBeTruthy();
    expect(first.getByText('Size: M')).toBeTruthy();
    expect(first.getByText('Fit: Petite')).toBeTruthy();
    expect(first.getByText('Winter sale')).toBeTruthy();
    expect(first.getByText('−£48.00')).toBeTruthy();
    // the name links back to the product with its colour and size
    expect(first.getByRole('link', { name: 'Wool coat' }).getAttribute('href')).toBe(
      '/product/c3/p-c3?color=sand&sku=p-c3-sand-m',
    );
    expect(screen.getByText('3 items')).toBeTruthy();
  });

  it('sums up every total that applies, with delivery "Free" at 0', async () => {
    renderBasket(cartOf([coat, dress], { summary: { totalTax: 0 } }));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const value = (term: string) =>
      within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Subtotal')).toBe('£480.00');
    expect(value('Discounts')).toBe('−£48.00');
    expect(value('Delivery')).toBe('Free');
    expect(value('Total')).toBe('£432.00');
    expect(within(summary).queryByText('Tax')).toBeNull();
  });

  it('shows the empty bag with a way back to shopping', async () => {
    renderBasket(cartOf([]));
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('changes a quantity through the server, then shows what it answers', async () => {
    const { shop } = renderBasket(cartOf([dress]), () =>
      cartOf([cartItem('a1', 'Linen wrap dress', 3, 12000)]),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Linen wrap dress' }),
    );
    await waitFor(() => expect(screen.getByText('3 items')).toBeTruthy());
    expect(shop.writes()).toMatchObject([
      { method: 'PUT', path: '/api/cart/a1', body: { quantity: 3 } },
    ]);
  });

  it('stops the stepper at 1 and at the per-item limit, and says so at the limit', async () => {
    renderBasket(
      cartOf([cartItem('a1', 'One', 1, 1000), cartItem('b2', 'Max', MAX_QTY_PER_ITEM, 1000)]),
    );
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of One' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    const increase = screen.getByRole('button', { name: 'Increase quantity of Max' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(`Limit of ${MAX_QTY_PER_ITEM} per item`)).toBeTruthy();
    expect(screen.getAllByText(/Limit of/)).toHaveLength(1);
  });

  it('keeps a line as it was and says why beside it when a change is refused', async () => {
    renderBasket(cartOf([coat, dress]), () => ({ status: 409, code: 'STOCK_QUANTITY_EXCEEDED' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Linen wrap dress' }),
    );
    const line = screen.getByRole('heading', { name: 'Linen wrap dress' }).closest('li')!;
    expect((await within(line).findByRole('alert')).textContent).toBe(
      'Sorry, we don’t have enough stock for that quantity.',
    );
    expect(
      within(line).getByRole('group', { name: 'Quantity of Linen wrap dress' }).textContent,
    ).toContain('2');
    const other = screen.getByRole('heading', { name: 'Wool coat' }).closest('li')!;
    expect(within(other).queryByRole('alert')).toBeNull();
  });

  it('shows a gift a promotion added with image and title only', async () => {
    const gift = cartItem('g1', 'Silk scrunchie', 1, 0, { giftOnly: true });
    renderBasket(cartOf([dress, gift]));
    const line = (await screen.findByRole('heading', { name: 'Silk scrunchie' })).closest('li')!;
    expect(within(line).queryByRole('button')).toBeNull();
    expect(within(line).queryByRole('link')).toBeNull();
    expect(within(line).queryByText(/£/)).toBeNull();
    expect(line.querySelector('img')?.getAttribute('src')).toBe('/media/g1.svg');
    // the count is the shopper's own two dresses, as the header's bag says
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('lists unavailable items apart and blocks Proceed until they are removed', async () => {
    const gone = cartItem('z9', 'Sold-out blazer', 1, 30000, { availability: 'outofstock' });
    renderBasket(cartOf([dress], { unavailableItems: [gone] }), () => cartOf([dress]));
    const apart = await screen.findByRole('list', { name: 'No longer available' });
    expect(within(apart).getByRole('heading', { name: 'Sold-out blazer' })).toBeTruthy();
    expect(within(apart).queryByRole('group')).toBeNull();
    const proceed = screen.getByRole('button', { name: 'Proceed to checkout' });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    expect(proceed.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(within(apart).getByRole('button', { name: 'Remove Sold-out blazer' }));
    const link = await screen.findByRole('link', { name: 'Proceed to checkout' });
    expect(link.getAttribute('href')).toBe('/checkout/shipping');
  });

  it('shows the ship-date range of a pre-order in long month, day, year and the PREORDER message', async () => {
    const preorder = cartItem('p1', 'Cashmere wrap', 1, 20000, {
      availability: 'preorder',
      shipDateStart: Date.UTC(2026, 8, 1) / 1000,
      shipDateEnd: Date.UTC(2026, 8, 15) / 1000,
    });
    renderBasket(cartOf([preorder]));
    expect(
      // the GB site writes dates day first
      await screen.findByText('Expected to ship 1 September 2026 – 15 September 2026'),
    ).toBeTruthy();
    expect(screen.getByText(/includes pre-order or back-order pieces/)).toBeTruthy();
  });

  it('reports the view of the bag, then each change with its line, units and action primary', async () => {
    const events: TrackedEvent[] = [];
    const stop = subscribeAnalytics((event) => events.push(event));
    renderBasket(cartOf([dress]), (call) =>
      (call.body as { quantity: number }).quantity === 3
        ? cartOf([cartItem('a1', 'Linen wrap dress', 3, 12000)])
        : cartOf([]),
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Linen wrap dress' }),
    );
    await waitFor(() => expect(screen.getByText('3 items')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Remove Linen wrap dress' }));
    await screen.findByRole('heading', { name: 'Your bag is empty' });
    stop();
    const line = { id: 'a1', sku: 'p-a1-sand-m', name: 'Linen wrap dress' };
    expect(events.map(({ timestamp: _, ...event }) => event)).toMatchObject([
      { type: 'viewCart', itemCount: 2, value: 24000, currency: 'GBP', cartItems: [line] },
      { type: 'addToCart', quantity: 1, cartItem: line, action: 'primary' },
      { type: 'removeFromCart', quantity: 3, cartItem: line, action: 'primary' },
    ]);
  });
});
