// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { ColourOption, ProductDetail } from '../../../shared/domain/product';
import { useRecordProductView } from '../hooks/use-recently-viewed';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../store/recently-viewed-list';
import { resetRecentlyViewedForTests } from '../store/recently-viewed-store';
import { RecentlyViewedTray } from './recently-viewed-tray';

function colour(productId: string, slug: string): ColourOption {
  return {
    slug,
    color: { name: slug, slug, group: slug, hex: ['#000'] },
    mainImage: `/media/${productId}/${slug}-1.svg`,
    secondaryImage: `/media/${productId}/${slug}-2.svg`,
    productId,
    productSlug: `slug-${productId}`,
    availability: 'available',
    sku: `${productId}-${slug}-s`,
  };
}

function product(productId: string, name: string): ProductDetail {
  return {
    productId,
    slug: `slug-${productId}`,
    url: `/product/slug-${productId}/${productId}`,
    name,
    description: '',
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    gender: 'women',
    categories: [],
    categoryPageIds: [],
    colours: [colour(productId, 'sand'), colour(productId, 'navy')],
    sizes: [],
    skuOptions: [],
    optionLevels: ['color'],
    priceRange: { listMin: 1, listMax: 1, saleMin: 1, saleMax: 1 },
    currency: 'GBP',
    promotions: [],
  };
}

/** What the product page does: record the product shown and show the tray without it. */
function ProductView({ shown, colourSlug }: { shown: ProductDetail; colourSlug: string }) {
  useRecordProductView(
    shown,
    shown.colours.find((c) => c.slug === colourSlug),
  );
  return <RecentlyViewedTray excludeProductId={shown.productId} />;
}

function renderView(shown: ProductDetail, colourSlug = 'sand') {
  const env = createTestEnvironment({ path: '/' });
  return render(<ProductView shown={shown} colourSlug={colourSlug} />, { wrapper: env.wrapper });
}

beforeEach(() => {
  localStorage.clear();
  resetRecentlyViewedForTests();
});
afterEach(cleanup);

describe('RecentlyViewedTray', () => {
  it('shows nothing on the first product viewed', () => {
    renderView(product('p1', 'Linen wrap dress'));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toContain('p1');
  });

  it('lists earlier products, newest first, as links with names and images', () => {
    renderView(product('p1', 'Linen wrap dress')).unmount();
    renderView(product('p2', 'Wool coat'), 'navy').unmount();
    renderView(product('p3', 'Silk scarf'));

    const tray = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(tray).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Maison LuneWool coat',
      'Maison LuneLinen wrap dress',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/product/slug-p2/p2?color=navy');
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/p2/navy-1.svg');
  });

  it('follows another tab: a list written elsewhere shows here', () => {
    renderView(product('p1', 'Linen wrap dress'));
    const stored = localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '';
    const other = stored.replace(/p1/g, 'p9').replace('Linen wrap dress', 'Cashmere jumper');
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, other);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_STORAGE_KEY }));
    });
    expect(screen.getByRole('link', { name: /Cashmere jumper/ })).toBeTruthy();
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{"version":1,"items":[{"bad":true}]');
    renderView(product('p1', 'Linen wrap dress'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toContain('Linen wrap dress');
  });
});
