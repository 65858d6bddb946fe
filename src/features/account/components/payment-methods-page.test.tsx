// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { StoredCardSummary } from '../../../shared/api/stored-cards';
import { fakeCardsShop, signedInAsJane } from '../testing/fake-cards-shop';
import { accountSite } from '../testing/fake-identity';
import { PaymentMethodsPage } from './payment-methods-page';

const VISA: StoredCardSummary = {
  id: 'SPM-VISA',
  brand: 'visa',
  lastFour: '1111',
  expiryMonth: 3,
  expiryYear: 2099,
};
const OLD_MASTERCARD: StoredCardSummary = {
  id: 'SPM-MC',
  brand: 'mc',
  lastFour: '4444',
  expiryMonth: 1,
  expiryYear: 2021,
};

function open() {
  const env = createTestEnvironment({ path: '/account/payment-methods', site: accountSite });
  render(<Route path="/account/payment-methods" component={PaymentMethodsPage} />, {
    wrapper: env.wrapper,
  });
  return env;
}

const cardList = () => screen.findByRole('list', { name: 'Saved cards' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/account/payment-methods', () => {
  it('lists the saved cards by brand, last four and expiry, an expired one flagged in words', async () => {
    signedInAsJane();
    const shop = fakeCardsShop({ cards: [VISA, OLD_MASTERCARD] });
    open();
    const items = within(await cardList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Visa ending 1111')).toBeTruthy();
    expect(within(items[0]!).getByText('Expires 03/99')).toBeTruthy();
    expect(within(items[1]!).getByText('Mastercard ending 4444')).toBeTruthy();
    expect(within(items[1]!).getByText('Expired 01/21')).toBeTruthy();
    // the account's call, with its bearer token
    expect(shop.calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/payment-methods' });
    expect(shop.calls[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('removes a card only once the shopper confirms it in the page', async () => {
    signedInAsJane();
    const shop = fakeCardsShop({ cards: [VISA, OLD_MASTERCARD] });
    open();
    await cardList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    expect(
      screen.getByText('Remove Mastercard ending 4444? It will no longer be offered when you pay.'),
    ).toBeTruthy();
    // "Keep it" keeps it, and sends nothing
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(shop.deletes()).toEqual([]);
    await waitFor(() =>
      expect(
        document.activeElement ===
          screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(
      (await screen.findByText('Mastercard ending 4444 has been removed.')).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(shop.deletes()).toEqual(['/api/v1/payment-methods/SPM-MC']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByText('Mastercard ending 4444')).toBeNull();
  });

  it('says when there are too many attempts (429), and keeps the card', async () => {
    signedInAsJane();
    const shop = fakeCardsShop({
      cards: [VISA],
      remove: () => ({
        status: 429,
        body: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests' },
      }),
    });
    open();
    await cardList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending 1111' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(shop.held).toEqual([VISA]);
    expect(within(await cardList()).getByText('Visa ending 1111')).toBeTruthy();
  });

  it('with no card saved: says that cards are saved at checkout', async () => {
    signedInAsJane();
    fakeCardsShop({ cards: [] });
    open();
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeTruthy();
    expect(
      screen.getByText(
        'Cards are saved at checkout: tick “Save this card for next time” when you pay by card, and it will be listed here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Saved cards' })).toBeNull();
  });

  it('when the list cannot be loaded: the code’s words (429) and a retry that asks again', async () => {
    signedInAsJane();
    let refuse = true;
    const shop = fakeCardsShop({
      cards: [VISA],
      list: () =>
        refuse
          ? { status: 429, body: { status: 429, code: 'TOO_MANY_REQUESTS', message: 'slow down' } }
          : undefined,
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await cardList()).getByText('Visa ending 1111')).toBeTruthy();
    expect(shop.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('signed out: asks to sign in, and asks the shop nothing', async () => {
    const shop = fakeCardsShop({ cards: [VISA] });
    open();
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(
      '/account/sign-in?returnTo=%2Faccount%2Fpayment-methods',
    );
    expect(shop.calls).toEqual([]);
  });
});
