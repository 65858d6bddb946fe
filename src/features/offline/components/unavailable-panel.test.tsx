// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';
import { catalogueKeys, listingFilter } from '../../catalogue';
import { contentKeys } from '../../content';
import { FAVOURITES_STORAGE_KEY } from '../../favourites';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../recently-viewed';
import { UnavailablePanel } from './unavailable-panel';

const dresses: NavTreeNode = {
  key: 'women-clothing-dresses',
  label: 'Dresses',
  h1: "Women's Dresses",
  path: '/women/clothing/dresses',
  filters: { categoryPageIds: ['women-clothing-dresses'] },
};
const boots: NavTreeNode = {
  key: 'men-boots',
  label: 'Boots',
  path: '/men/boots',
  filters: { categoryPageIds: ['men-boots'] },
};
const tree: NavTree = {
  items: [
    {
      key: 'women',
      label: 'Women',
      path: '/women',
      filters: { categoryPageIds: ['women'] },
      items: [
        {
          key: 'women-clothing',
          label: 'Clothing',
          path: '/women/clothing',
          filters: {},
          items: [dresses],
        },
      ],
    },
    { key: 'men', label: 'Men', path: '/men', filters: {}, items: [boots] },
  ],
};

function renderPanel(options: { cachedNavTree?: boolean; headingLevel?: 1 | 2 } = {}) {
  const env = createTestEnvironment({ path: '/product/x/P9' });
  if (options.cachedNavTree !== false) {
    env.queryClient.setQueryData(contentKeys.data('gb', 'en', 'navTree'), tree);
  }
  // the dresses listing answered once on this device; boots never did
  env.queryClient.setQueryData(
    catalogueKeys.listing([
      {
        indexName: 'vitrine_gb_en',
        query: '',
        filters: listingFilter(dresses.filters),
        facets: [],
        maxValuesPerFacet: 200,
        distinct: true,
        offset: 0,
        length: 120,
      },
    ]),
    { hits: [], nbHits: 0 },
  );
  render(<UnavailablePanel headingLevel={options.headingLevel ?? 1} />, { wrapper: env.wrapper });
  return env;
}

beforeEach(() => {
  localStorage.clear();
  // what another tab clearing storage looks like: the stores (module singletons) read again
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  // the favourites' server copy is not under test: every call fails as if offline
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnavailablePanel', () => {
  it('says the page is not available offline and offers favourites, recent and cached pages', async () => {
    const stored = {
      [FAVOURITES_STORAGE_KEY]: JSON.stringify(['P1-navy', 'P2-sand']),
      [RECENTLY_VIEWED_STORAGE_KEY]: JSON.stringify({
        version: 1,
        items: [
          {
            site: '/gb/en',
            productId: 'P1',
            variantId: 'P1-navy',
            name: 'Wool coat',
            brand: 'Maison Lune',
            image: '/media/P1/navy-1.svg',
            path: '/product/wool-coat/P1?color=navy',
            viewedAt: 1,
          },
        ],
      }),
    };
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    renderPanel();

    expect(
      screen.getByRole('heading', { level: 1, name: 'This page isn’t available offline' }),
    ).toBeTruthy();
    const favourites = await screen.findByRole('link', { name: 'See your favourites (2)' });
    expect(favourites.getAttribute('href')).toBe('/my-favorites');

    const recent = screen.getByRole('region', { name: 'Recently viewed' });
    const product = within(recent).getByRole('link', { name: /Wool coat/ });
    expect(product.getAttribute('href')).toBe('/product/wool-coat/P1?color=navy');

    const saved = screen.getByRole('region', { name: 'Categories saved on this device' });
    const links = within(saved).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["Women · ClothingWomen's Dresses", '/women/clothing/dresses'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('offers favourites even when nothing else is on the device', async () => {
    renderPanel({ cachedNavTree: false, headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: /isn’t available offline/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'See your favourites (0)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Categories saved on this device' })).toBeNull();
  });
});
