// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { routePatterns } from '../../../platform/routing/paths';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { productQueryOptions } from '../api/get-product';
import { productFixture } from '../testing/product-fixture';
import { ProductPage } from './product-page';

function renderPage(path: string) {
  const env = createTestEnvironment({ path });
  env.queryClient.setQueryData(productQueryOptions(env.api, 'p1').queryKey, productFixture());
  render(
    <Route path={routePatterns.product}>
      <ProductPage />
    </Route>,
    { wrapper: env.wrapper },
  );
  return env;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ProductPage', () => {
  it('offline, a product never loaded on this device says the page is not available offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage('/product/wool-coat/p2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page isn’t available offline' }),
    ).toBeTruthy();
  });

  it('shows brand, name, price and the chosen colour’s images', () => {
    renderPage('/product/linen-wrap-dress/p1?color=navy');
    expect(screen.getByRole('heading', { level: 1, name: 'Linen wrap dress' })).toBeTruthy();
    expect(screen.getByText('Maison Lune', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('£120.00')).toBeTruthy();
    const first = screen.getByRole('img', { name: 'Linen wrap dress in Navy, view 1' });
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('names the colour group after the chosen colour and switches colour from its radios', () => {
    const env = renderPage('/product/linen-wrap-dress/p1?color=sand');
    expect(screen.getByRole('radiogroup', { name: 'Colour: Sand' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByRole('radiogroup', { name: 'Colour: Navy' })).toBeTruthy();
    expect(env.history.at(-1)).toBe('/product/linen-wrap-dress/p1?color=navy');
  });

  it('disables sold-out sizes and keeps Add to bag disabled until a size is chosen', () => {
    renderPage('/product/linen-wrap-dress/p1?color=sand');
    const sizes = screen.getByRole('radiogroup', { name: 'Size' });
    expect(sizes).toBeTruthy();
    const soldOut = screen.getByRole('radio', { name: 'M, Sold out' }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add to bag' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Select a size')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(add.disabled).toBe(false);
    expect(screen.queryByText('Select a size')).toBeNull();
  });

  it('opens one accordion panel at a time', () => {
    renderPage('/product/linen-wrap-dress/p1');
    const details = screen.getByRole('button', { name: 'Product details' });
    const delivery = screen.getByRole('button', { name: 'Delivery and returns' });
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(delivery);
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(delivery.getAttribute('aria-expanded')).toBe('true');
  });
});
