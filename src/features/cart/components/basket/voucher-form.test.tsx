// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../../shared/api/paths';
import { cartItem, cartOf } from '../../testing/cart-fixture';
import { fakeShop, type FakeShopCall } from '../../testing/fake-shop';
import { BasketPage } from './basket-page';

const dress = cartItem('a1', 'Linen wrap dress', 1, 12000);
const discounted = cartItem('a1', 'Linen wrap dress', 1, 12000, {
  discounts: [{ name: 'Welcome 10%', amount: 1200 }],
});
const withVoucher = cartOf([discounted], {
  summary: {
    voucherCode: 'WELCOME10',
    voucherName: 'Welcome 10%',
    voucherMessage: 'Thanks for joining us',
  },
});

function renderBasket(
  write: (call: FakeShopCall) => ReturnType<NonNullable<Parameters<typeof fakeShop>[0]['write']>>,
  cart = cartOf([dress]),
) {
  const shop = fakeShop({ cart, write });
  render(<BasketPage />, { wrapper: createTestEnvironment({ path: '/checkout/basket' }).wrapper });
  return shop;
}

async function applyCode(code: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Promo code' }), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

const total = () =>
  within(screen.getByRole('region', { name: 'Order summary' })).getByText('Total', {
    selector: 'dt',
  }).nextElementSibling?.textContent;

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VoucherForm', () => {
  it.each([
    ['VOUCHER_UNKNOWN', 'We don’t recognise this code. Check it and try again.'],
    ['VOUCHER_EXPIRED', 'This code has expired.'],
    ['VOUCHER_NOT_YET_VALID', 'This code isn’t active yet.'],
    ['VOUCHER_MINIMUM_NOT_MET', 'Your bag doesn’t reach this code’s minimum spend yet.'],
    ['VOUCHER_ALREADY_USED', 'This code has already been used.'],
  ])('says %s in its own words and keeps the code typed', async (code, message) => {
    renderBasket(() => ({ status: 409, code }));
    await applyCode('SPRING');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const field = screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement;
    expect(field.value).toBe('SPRING');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a code before sending an empty one', async () => {
    const shop = renderBasket(() => withVoucher);
    await applyCode('   ');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a promo code.');
    expect(shop.writes()).toEqual([]);
  });

  it('applies a code: the bag the server prices with it shows the code and the new total', async () => {
    const shop = renderBasket(() => withVoucher);
    await screen.findByRole('region', { name: 'Order summary' });
    expect(total()).toBe('£120.00');
    await applyCode(' welcome10 ');
    expect(await screen.findByText('Code WELCOME10 applied')).toBeTruthy();
    expect(screen.getByText('Thanks for joining us')).toBeTruthy();
    expect(total()).toBe('£108.00');
    expect(shop.writes()).toMatchObject([
      { method: 'PUT', path: '/api/cart/voucher', body: { action: 'apply', code: 'welcome10' } },
    ]);
  });

  it('removes the applied code', async () => {
    const shop = renderBasket(() => cartOf([dress]), withVoucher);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove code WELCOME10' }));
    await waitFor(() => expect(total()).toBe('£120.00'));
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeTruthy();
    expect(shop.writes()).toMatchObject([
      { path: '/api/cart/voucher', body: { action: 'delete' } },
    ]);
  });
});
