// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import { MAX_ADDRESSES } from '../../../shared/constants';
import { fakeAddressBook, savedAddress, signInOnDevice } from '../testing/fake-address-book';
import { accountSite } from '../testing/fake-identity';
import { AccountRoutes } from './account-routes';

function open() {
  const env = createTestEnvironment({ path: '/account/addresses', site: accountSite });
  render(<AccountRoutes />, { wrapper: env.wrapper });
  return env;
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The field's problem, found through its aria-describedby. */
function problemOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids[0] ?? '')?.textContent ?? null;
}

const MANCHESTER = savedAddress({
  id: 'address-manchester',
  default: false,
  addressLine1: '3 Canal Street',
  city: 'Manchester',
  postcode: 'M1 3HE',
});

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('/account/addresses', () => {
  it('asks a signed-out shopper to sign in, and to come back', async () => {
    const shop = fakeAddressBook();
    open();
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/sign-in?returnTo=%2Faccount%2Faddresses',
    );
    expect(shop.calls.filter((call) => call.path.startsWith('/api/v1'))).toEqual([]);
  });

  it('lists the shipping addresses with the account’s token, the default first and marked', async () => {
    signInOnDevice();
    const shop = fakeAddressBook({ addresses: [MANCHESTER, savedAddress()] });
    open();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('address')?.textContent)).toEqual([
      'Amira Haddad12 Rosebery AvenueLondon EC1R 4SXUnited Kingdom',
      'Amira Haddad3 Canal StreetManchester M1 3HEUnited Kingdom',
    ]);
    expect(within(cards[0]!).getByText('Default address')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Default address')).toBeNull();
    expect(within(cards[0]!).queryByRole('button', { name: 'Make default' })).toBeNull();
    const asked = shop.calls.find((call) => call.path === '/api/v1/addresses')!;
    expect(asked.headers.authorization).toMatch(/^Bearer ey/);
    expect(screen.getByRole('button', { name: 'Add address' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('shows every problem of a new address beside its field and sends nothing, then saves it', async () => {
    signInOnDevice();
    const shop = fakeAddressBook();
    open();
    expect(await screen.findByText(/no saved addresses yet/)).toBeTruthy();
    press('Add address');
    // the account's name and e-mail are filled in
    const first = await screen.findByLabelText('First name');
    expect((first as HTMLInputElement).value).toBe('Amira');
    // the button that opened the form is gone: focus is on its first control
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Country')));
    type('Postcode', 'not a postcode');
    press('Save address');
    await screen.findByText('Please check the fields marked below.');
    expect(problemOf('Address')).toBe('Please fill this in.');
    expect(problemOf('Town or city')).toBe('Please fill this in.');
    expect(problemOf('Postcode')).not.toBeNull();
    expect(problemOf('First name')).toBeNull();
    expect(shop.writes()).toEqual([]);

    type('Address', '12 Rosebery Avenue');
    type('Town or city', 'London');
    type('Postcode', 'ec1r 4sx');
    press('Save address');
    expect(await screen.findByText('Your address has been saved.')).toBeTruthy();
    expect(shop.writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/v1/addresses',
        body: { countryCode: 'GB', addressLine1: '12 Rosebery Avenue', postcode: 'EC1R 4SX' },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(list).getByText('Default address')).toBeTruthy();
  });

  it('keeps the open form and what was typed across a reload, until it is closed', async () => {
    signInOnDevice();
    fakeAddressBook({ addresses: [MANCHESTER] });
    open();
    await screen.findByRole('button', { name: 'Add address' });
    press('Add address');
    await screen.findByLabelText('Address');
    type('Address', '12 Rosebery Avenue');
    type('Town or city', 'London');

    cleanup(); // the tab reloads: the page starts again from what this tab kept
    open();
    expect(((await screen.findByLabelText('Address')) as HTMLInputElement).value).toBe(
      '12 Rosebery Avenue',
    );
    expect((screen.getByLabelText('Town or city') as HTMLInputElement).value).toBe('London');

    press('Cancel');
    cleanup();
    open();
    await screen.findByRole('button', { name: 'Add address' });
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('shows the server’s refusal of a field beside it, and another refusal above the form', async () => {
    signInOnDevice();
    const refusals = [
      {
        status: 400,
        code: 'ADDRESS_INVALID',
        details: { errors: { city: ['INVALID_CHARACTERS'] } },
      },
      { status: 503, code: 'SERVICE_UNAVAILABLE' },
    ];
    fakeAddressBook({
      addresses: [savedAddress()],
      refuse: (call) => (call.method === 'PUT' ? refusals.shift() : undefined),
    });
    open();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    fireEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('group', { name: 'Edit address' })).toBeTruthy();
    type('Town or city', 'Londres');
    press('Save address');
    await waitFor(() =>
      expect(problemOf('Town or city')).toBe('Please use letters, numbers and punctuation only.'),
    );
    press('Save address');
    expect(
      await screen.findByText('We could not update this address. Please try again in a moment.'),
    ).toBeTruthy();
    expect(problemOf('Town or city')).toBeNull();
    press('Save address');
    await screen.findByText('Your address has been saved.');
    expect(screen.getByText(/Londres/)).toBeTruthy();
  });

  it('removes an address only once the shopper confirms', async () => {
    signInOnDevice();
    const shop = fakeAddressBook({ addresses: [savedAddress(), MANCHESTER] });
    open();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const manchester = within(list).getAllByRole('listitem')[1]!;
    fireEvent.click(within(manchester).getByRole('button', { name: 'Remove' }));
    // the question takes the focus; keeping the address gives it back to Remove
    const question = within(manchester).getByText('Remove this address from your address book?');
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.click(within(manchester).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(manchester).getByRole('button', { name: 'Remove' }),
      ),
    );
    expect(shop.writes()).toEqual([]);
    fireEvent.click(within(manchester).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(manchester).getByRole('button', { name: 'Yes, remove it' }));
    await screen.findByText('The address has been removed.');
    expect(shop.writes()).toMatchObject([
      { method: 'PUT', path: '/api/v1/addresses/address-manchester/remove' },
    ]);
    await waitFor(() => expect(screen.queryByText(/Canal Street/)).toBeNull());
  });

  it('makes another address the default', async () => {
    signInOnDevice();
    const shop = fakeAddressBook({ addresses: [savedAddress(), MANCHESTER] });
    open();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    fireEvent.click(within(list).getByRole('button', { name: 'Make default' }));
    await screen.findByText('This is now your default address.');
    expect(shop.writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/v1/addresses/address-manchester',
        body: { default: true, addressLine1: '3 Canal Street', countryCode: 'GB' },
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')[0]!
          .textContent,
      ).toContain('Canal Street'),
    );
  });

  it('disables adding with a message once the book holds the most it may', async () => {
    signInOnDevice();
    fakeAddressBook({
      addresses: Array.from({ length: MAX_ADDRESSES }, (_, index) =>
        savedAddress({ id: `address-${index}`, default: index === 0 }),
      ),
    });
    open();
    const add = await screen.findByRole('button', { name: 'Add address' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(true));
    const why = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe(
      'Your address book is full: it keeps up to 20 addresses. Remove one to add another.',
    );
  });
});
