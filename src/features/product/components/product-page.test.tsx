// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';
import { routePatterns } from '../../../platform/routing/paths';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { productQueryOptions } from '../api/get-product';
import { productFixture } from '../testing/product-fixture';
import { ProductPage } from './product-page';

const productRoute = (
  <Route path={routePatterns.product}>
    <ProductPage />
  </Route>
);

function pageEnvironment(path: string) {
  const env = createTestEnvironment({ path });
  env.queryClient.setQueryData(productQueryOptions(env.api, 'p1').queryKey, productFixture());
  return env;
}

function renderPage(path: string) {
  const env = pageEnvironment(path);
  render(productRoute, { wrapper: env.wrapper });
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

  it('takes a colour and a size ticked in the server’s markup before it hydrated as chosen', async () => {
    const path = '/product/linen-wrap-dress/p1?color=sand';
    const [ssrPath, ssrSearch] = path.split('?');
    window.history.replaceState(null, '', path);
    // the page reads the browser's location, as it does when the server's markup hydrates
    const servedPage = (
      <Router
        hook={useBrowserLocation}
        searchHook={useSearch}
        ssrPath={ssrPath}
        ssrSearch={ssrSearch}
      >
        {productRoute}
      </Router>
    );
    const server = pageEnvironment(path);
    const container = document.body.appendChild(document.createElement('div'));
    // the whole page, its lazy parts included, as the server streams it
    const { prelude } = await prerenderToNodeStream(<server.wrapper>{servedPage}</server.wrapper>);
    container.innerHTML = await text(prelude);
    // the browser ticks the radios on its own: nothing of the app is listening yet
    within(container).getByRole('radio', { name: 'Navy' }).click();
    within(container).getByRole('radio', { name: 'S' }).click();

    await act(async () => {
      render(servedPage, { container, hydrate: true, wrapper: pageEnvironment(path).wrapper });
    });
    expect(screen.getByRole('radiogroup', { name: 'Colour: Navy' })).toBeTruthy();
    expect(window.location.search).toBe('?color=navy');
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to bag' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
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
