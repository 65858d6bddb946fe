// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../../shared/api/paths';
import type { Labels } from '../../../../platform/i18n/i18n';
import type { LoadedSite } from '../../../../platform/site/load-site';
import { testSite } from '../../../../platform/testing/site-fixture';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { cartKeys } from '../../api/cart-keys';
import { cartItem, cartOf } from '../../testing/cart-fixture';
import { CartButton } from '../cart-button/cart-button';
import { miniCart } from '../../store/mini-cart-store';
import { MiniCart } from './mini-cart';

const dress = cartItem('a1', 'Linen wrap dress', 1, 12000);

/** The bag in every shipped label pack: [pack path, a site speaking it]. */
const labelPacks = Object.entries(
  import.meta.glob<Labels>('../../../../../public/*/language/*.json', {
    eager: true,
    import: 'default',
  }),
).map(([path, labels]): [string, LoadedSite] => {
  const language = path.split('/').pop()!.replace('.json', '');
  return [
    path.replace(/^.*public\//, ''),
    { ...testSite, locale: { ...testSite.locale, language }, labels },
  ];
});
const shirt = cartItem('b2', 'Poplin shirt', 2, 4500);

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A cached cart, and a server whose GET answers the same cart (tests stub writes themselves). */
function setup(items = [dress, shirt]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(cartOf(items))),
  );
  const env = createTestEnvironment({ path: '/women' });
  env.queryClient.setQueryData(cartKeys.detail('vitrine-gb', 'en'), cartOf(items));
  return env;
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  miniCart.close();
  vi.unstubAllGlobals();
});

describe('MiniCart', () => {
  it('lists each line with name, colour, size, quantity and price, and the subtotal', () => {
    const env = setup();
    render(<MiniCart id="bag" focusOnOpen={false} onClose={() => {}} />, { wrapper: env.wrapper });
    const dialog = screen.getByRole('dialog', { name: 'Bag' });
    expect(within(dialog).getByRole('heading', { name: 'Your bag' })).toBeTruthy();
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByRole('link', { name: 'Poplin shirt' })).toBeTruthy();
    expect(
      within(lines[1]!).getByRole('group', { name: 'Quantity of Poplin shirt' }).textContent,
    ).toContain('2');
    expect(within(lines[1]!).getByText('Size: M')).toBeTruthy();
    expect(within(lines[1]!).getByText('£90.00')).toBeTruthy();
    expect(within(dialog).getByText('Subtotal').nextSibling?.textContent).toBe('£210.00');
    expect(within(dialog).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/checkout/basket',
    );
  });

  it('removes a line by updating its quantity to 0 and shows the cart the server returns', async () => {
    const env = setup();
    // The server: GET answers the cart as it is, PUT answers the cart after the change.
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(init?.method === 'PUT' ? cartOf([shirt]) : cartOf([dress, shirt])),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<MiniCart id="bag" focusOnOpen={false} onClose={() => {}} />, { wrapper: env.wrapper });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Linen wrap dress' }));

    await waitFor(() => expect(screen.queryByText('Linen wrap dress')).toBeNull());
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    const [url, init] = puts[0]!;
    expect(url).toBe('/api/cart/a1?lang=en&siteTag=vitrine-gb');
    expect(JSON.parse(String(init?.body))).toEqual({ quantity: 0 });
    expect(screen.getByText('Subtotal').nextSibling?.textContent).toBe('£90.00');
  });

  it('keeps the cart on screen and explains when an update fails', async () => {
    const env = setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? jsonResponse({ status: 409, code: 'UNAVAILABLE_ITEMS', message: 'gone' }, 409)
          : jsonResponse(cartOf([dress, shirt])),
      ),
    );
    render(<MiniCart id="bag" focusOnOpen={false} onClose={() => {}} />, { wrapper: env.wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Poplin shirt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, this item is no longer available.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows size type and each promotion’s share, and a gift with its image and title only', () => {
    const coat = cartItem('c3', 'Wool coat', 1, 24000, {
      options: {
        color: { name: 'Camel', slug: 'camel' },
        size: { name: 'Medium', labelSize: 'M' },
        sizeType: { name: 'Tall', slug: 'tall' },
      },
      discounts: [{ name: 'Buy 2, save 10%', amount: 2400 }],
    });
    const gift = cartItem('g1', 'Silk scrunchie', 1, 0, { giftOnly: true });
    const env = setup([coat, gift]);
    render(<MiniCart id="bag" focusOnOpen={false} onClose={() => {}} />, { wrapper: env.wrapper });
    const dialog = screen.getByRole('dialog', { name: 'Bag' });
    const coatLine = within(dialog).getByRole('link', { name: 'Wool coat' }).closest('li')!;
    expect(within(coatLine).getByText('Fit: Tall')).toBeTruthy();
    expect(within(coatLine).getByText('−£24.00')).toBeTruthy();
    const giftLine = within(dialog).getByText('Silk scrunchie').closest('li')!;
    expect(within(giftLine).queryByRole('button')).toBeNull();
    expect(within(giftLine).queryByRole('link')).toBeNull();
    expect(within(giftLine).queryByText(/£/)).toBeNull();
    expect(within(dialog).getByText('Discounts').nextSibling?.textContent).toBe('−£24.00');
  });

  it('changes a quantity from the bag and shows the cart the server returns', async () => {
    const env = setup([dress]);
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(
        init?.method === 'PUT'
          ? cartOf([cartItem('a1', 'Linen wrap dress', 2, 12000)])
          : cartOf([dress]),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<MiniCart id="bag" focusOnOpen={false} onClose={() => {}} />, { wrapper: env.wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Linen wrap dress' }));
    await waitFor(() =>
      expect(screen.getByText('Subtotal').nextSibling?.textContent).toBe('£240.00'),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ quantity: 2 });
  });

  it('shows the empty state with a way back to shopping', () => {
    const env = setup([]);
    render(<MiniCart id="bag" focusOnOpen={false} onClose={() => {}} />, { wrapper: env.wrapper });
    expect(screen.getByText('Your bag is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });
});

describe('CartButton', () => {
  it('names the count, toggles the bag (a chunk loaded on open) and closes it on Escape', async () => {
    const env = setup();
    render(<CartButton />, { wrapper: env.wrapper });
    const button = screen.getByRole('button', { name: 'Bag, 3 items' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // the panel is a chunk of its own: give it time on a busy machine
    const dialog = await screen.findByRole('dialog', { name: 'Bag' }, { timeout: 5000 });
    // opened by the shopper, focus moves into the panel (an effect after the panel's commit)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it.each(labelPacks)(
    'names the count it shows, in every language (label in name): %s',
    async (_path, site) => {
      for (const items of [[dress], [dress, shirt]]) {
        const env = setup(items);
        const view = render(<CartButton />, {
          wrapper: createTestEnvironment({ path: '/women', site, queryClient: env.queryClient })
            .wrapper,
        });
        const count = String(items.reduce((sum, item) => sum + item.quantity, 0));
        const button = await screen.findByRole('button', { name: new RegExp(`\\b${count}\\b`) });
        // the badge is decoration: the name carries the number a sighted shopper reads
        expect(button.textContent).toBe(count);
        view.unmount();
      }
    },
  );

  it('closes on a press outside and when the route changes', async () => {
    const env = setup();
    render(
      <>
        <p>outside</p>
        <CartButton />
      </>,
      { wrapper: env.wrapper },
    );
    fireEvent.click(screen.getByRole('button', { name: /Bag/ }));
    await screen.findByRole('dialog', { name: 'Bag' });
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Bag/ }));
    fireEvent.click(await screen.findByRole('link', { name: 'Poplin shirt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
