// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { SavedAddress } from '../../../shared/api/addresses';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import {
  checkoutCart,
  fakeCheckoutShop,
  LONDON,
  type FakeCall,
} from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

const HOME: SavedAddress = {
  id: 'address-home',
  type: 'shipping',
  default: true,
  firstName: 'Amira',
  lastName: 'Haddad',
  addressLine1: '12 Rosebery Avenue',
  city: 'London',
  postcode: 'EC1R 4SX',
  countryCode: 'GB',
  phoneNumber: '+447400123456',
  email: 'amira@example.com',
  locale: 'en-GB',
};
const STUDIO: SavedAddress = {
  ...HOME,
  id: 'address-studio',
  default: false,
  addressLine1: '3 Canal Street',
  city: 'Manchester',
  postcode: 'M1 3HE',
};
/** saved on another of the shop's sites: not offered where the site does not deliver */
const PARIS: SavedAddress = {
  ...HOME,
  id: 'address-paris',
  default: false,
  addressLine1: '8 rue de Rivoli',
  city: 'Paris',
  postcode: '75004',
  countryCode: 'FR',
};

const accountCart = (more: Partial<Cart> = {}) =>
  checkoutCart({
    consumer: { accountId: 'account-1', reference: null, typeTag: 'NEW', properties: {} },
    ...more,
  });

/** The cart the server answers a write with: the delivery address it was sent, if any. */
function answer(signedIn: boolean) {
  return (call: FakeCall) => {
    const body = call.body as Record<string, string>;
    const delivery =
      call.path === '/api/cart/address' && body.addressType === 'DELIVERY'
        ? [{ ...LONDON, ...body, type: 'shipping' as const, locale: 'en-GB' }]
        : [];
    return (signedIn ? accountCart : checkoutCart)({ addresses: delivery as Cart['addresses'] });
  };
}

function open(cart: Cart, addresses: SavedAddress[] = [HOME, STUDIO, PARIS], canAdd = true) {
  const shop = fakeCheckoutShop({
    cart,
    write: answer(cart.consumer.accountId !== null),
    addressBook: { addresses, canAddNewAddress: canAdd },
  });
  const env = createTestEnvironment({ path: '/checkout/shipping' });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  return shop;
}

const SLOW = { timeout: 5000 };
const deliveries = (shop: ReturnType<typeof fakeCheckoutShop>) =>
  shop
    .writes()
    .filter((call) => call.path === '/api/cart/address')
    .map((call) => call.body as Record<string, unknown>);

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('saved addresses on the shipping step', () => {
  it('offers the account’s addresses it delivers to, the default chosen and pushed to the cart', async () => {
    const shop = open(accountCart());
    const picker = await screen.findByRole('group', { name: 'Your saved addresses' }, SLOW);
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Amira Haddad, 12 Rosebery Avenue, London EC1R 4SX, United KingdomDefault',
      'Amira Haddad, 3 Canal Street, Manchester M1 3HE, United Kingdom',
      'Use a new address',
    ]);
    expect(
      (within(picker).getByRole('radio', { name: /12 Rosebery/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await waitFor(() => expect(deliveries(shop)).toHaveLength(1));
    expect(deliveries(shop)[0]).toMatchObject({
      addressType: 'DELIVERY',
      countryCode: 'GB',
      addressLine1: '12 Rosebery Avenue',
      postcode: 'EC1R 4SX',
      firstName: 'Amira',
      email: 'amira@example.com',
      saveShippingAddress: false,
    });
    // the consumer follows, from the same address; no form to type an address in
    await waitFor(() =>
      expect(shop.writes().some((call) => call.path === '/api/checkout/consumer')).toBe(true),
    );
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Amira');
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
  });

  it('pushes another saved address when it is chosen', async () => {
    const shop = open(accountCart());
    const picker = await screen.findByRole('group', { name: 'Your saved addresses' }, SLOW);
    await waitFor(() => expect(deliveries(shop)).toHaveLength(1));
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(picker).getByRole('radio', { name: /Canal Street/ }));
    await waitFor(() => expect(deliveries(shop)).toHaveLength(2));
    expect(deliveries(shop)[1]).toMatchObject({
      addressLine1: '3 Canal Street',
      city: 'Manchester',
      saveShippingAddress: false,
    });
  });

  it('keeps the address the cart holds chosen, and pushes nothing on arrival', async () => {
    const held = {
      ...LONDON,
      addressLine1: '3 Canal Street',
      city: 'Manchester',
      postcode: 'M1 3HE',
    };
    const shop = open(accountCart({ addresses: [held] }));
    const picker = await screen.findByRole('group', { name: 'Your saved addresses' }, SLOW);
    await waitFor(() =>
      expect(
        (within(picker).getByRole('radio', { name: /Canal Street/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(deliveries(shop)).toEqual([]);
  });

  it('saves a new address to the book unless the shopper unticks it', async () => {
    const shop = open(accountCart());
    const picker = await screen.findByRole('group', { name: 'Your saved addresses' }, SLOW);
    await waitFor(() => expect(deliveries(shop)).toHaveLength(1));
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(picker).getByRole('radio', { name: 'Use a new address' }));
    const keep = screen.getByRole('checkbox', { name: 'Save this address to my address book' });
    expect((keep as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Quay Street' } });
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: 'Salford' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'M3 3JE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and see delivery options' }));
    await waitFor(() => expect(deliveries(shop)).toHaveLength(2));
    expect(deliveries(shop)[1]).toMatchObject({
      addressLine1: '1 Quay Street',
      saveShippingAddress: true,
    });
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Save and see delivery options' })
          .hasAttribute('disabled'),
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and see delivery options' }));
    await waitFor(() => expect(deliveries(shop)).toHaveLength(3));
    expect(deliveries(shop)[2]).toMatchObject({ saveShippingAddress: false });
  });

  it('asks a signed-in shopper with an empty book whether to save, and not with a full one', async () => {
    open(accountCart(), []);
    expect(
      await screen.findByRole('checkbox', { name: 'Save this address to my address book' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your saved addresses' })).toBeNull();
    cleanup();
    open(accountCart(), [], false);
    await screen.findByLabelText('Address', {}, SLOW);
    expect(
      screen.queryByRole('checkbox', { name: 'Save this address to my address book' }),
    ).toBeNull();
  });

  it('changes nothing for a shopper who is signed out', async () => {
    const shop = open(checkoutCart());
    await screen.findByLabelText('Address', {}, SLOW);
    expect(screen.queryByRole('group', { name: 'Your saved addresses' })).toBeNull();
    expect(
      screen.queryByRole('checkbox', { name: 'Save this address to my address book' }),
    ).toBeNull();
    expect(shop.calls.some((call) => call.path === '/api/v1/addresses')).toBe(false);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Amira' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Haddad' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amira@example.com' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Quay Street' } });
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: 'Salford' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'M3 3JE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and see delivery options' }));
    await waitFor(() => expect(deliveries(shop)).toHaveLength(1));
    expect(deliveries(shop)[0]).not.toHaveProperty('saveShippingAddress');
  });
});
