// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productHit } from '../../../platform/testing/product-hit';
import { createSearchHost } from '../../../platform/testing/search-host';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { testSite } from '../../../platform/testing/site-fixture';
import type { FilterDefinition } from '../../../shared/domain/content';
import { catalogueKeys } from '../../catalogue';
import { BrandPage } from './brand-page';

interface Request {
  indexName: string;
  filters?: string;
  facets?: string[];
  hitsPerPage?: number;
  offset?: number;
  length?: number;
}

const BRAND = 'Harrow & Finch';
/** more than two listing pages of products (120 a page) */
const BRAND_PRODUCTS = 300;

const hit = (n: number) =>
  productHit(`p${n}`, `Wool coat ${n}`, { brand: { name: BRAND, tag: 'harrow-and-finch' } });

/** The engine as the brand page sees it: the brand list, then listing pages of the brand. */
function answer(request: Request) {
  if (request.facets?.length === 1 && request.facets[0] === 'brand.name' && !request.offset)
    if (request.hitsPerPage === 0 && !request.filters?.includes('brand.tag'))
      return { hits: [], nbHits: 0, facets: { 'brand.name': { [BRAND]: 300, 'Sable Row': 8 } } };
  const offset = request.offset ?? 0;
  const length = request.length ?? request.hitsPerPage ?? 0;
  // a few cards stand for the page (rendering 120 in jsdom only costs time)
  const count = Math.max(0, Math.min(length, 4, BRAND_PRODUCTS - offset));
  return {
    hits: Array.from({ length: count }, (_, i) => hit(offset + i)),
    nbHits: BRAND_PRODUCTS,
    facets: { 'brand.name': { [BRAND]: 300 }, 'color.group': { blue: 200, red: 100 } },
  };
}

// The engine is a network service: the real client talks to a host the test answers for.
const host = createSearchHost((query) => answer(query as unknown as Request));
vi.mock('../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: () => host.client,
}));
// the category navigation probes the tree separately; its own tests cover it
vi.mock('../../navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CategoryNavigation: () => null,
}));

const definitions: FilterDefinition[] = [
  {
    name: 'brand',
    attribute: 'brand.name',
    type: 'facet',
    label: 'Brand',
    options: [{ value: BRAND, tag: 'harrow-and-finch' }],
  },
  {
    name: 'color',
    attribute: 'color.group',
    type: 'facet',
    label: 'Colour',
    options: [
      { value: 'blue', tag: 'blue', rgb: '#1f2a44' },
      { value: 'red', tag: 'red', rgb: '#a02c2c' },
    ],
  },
];

beforeEach(() => {
  host.sent.length = 0;
  host.answer((query) => answer(query as unknown as Request));
  // the site's content files (redirects, navigation) are not under test: none are found
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<html></html>', { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBrand(path: string) {
  const env = createTestEnvironment({ path });
  env.queryClient.setQueryData(
    catalogueKeys.filterDefinitions(testSite.config.siteTag, testSite.locale.language),
    definitions,
  );
  render(<BrandPage tag="harrow-and-finch" />, { wrapper: env.wrapper });
  return env;
}

const listingRequests = () =>
  host.queries().filter((r) => r.offset !== undefined) as unknown as Request[];

describe('BrandPage', () => {
  it('lists the brand as a full listing: brand filter fixed, its filter hidden, paged', async () => {
    const env = renderBrand('/brands/harrow-and-finch');
    // the first render also loads the listing's modules: give it time on a busy machine
    expect(
      await screen.findByRole('heading', { level: 1, name: BRAND }, { timeout: 5000 }),
    ).toBeTruthy();
    await screen.findByText('Wool coat 0', undefined, { timeout: 5000 });
    expect(listingRequests()[0]).toMatchObject({ offset: 0, length: 120 });
    expect(listingRequests()[0]?.filters).toContain('brand.tag:"harrow-and-finch"');
    // the colour filter is offered, the brand filter is not (the page is the brand); the
    // filters and the paginator are regions whose code arrives after the page
    await waitFor(() =>
      expect(document.querySelector('button[data-filter="color"]')).not.toBeNull(),
    );
    expect(document.querySelector('button[data-filter="brand"]')).toBeNull();

    const paging = await screen.findByRole('navigation', { name: 'Pages' });
    expect(paging.textContent).toContain('Page 1 of 3');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(env.history.at(-1)).toBe('/brands/harrow-and-finch?page=2'));
    await waitFor(() => expect(listingRequests().at(-1)).toMatchObject({ offset: 120 }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  }, 20_000);

  it('says the brand list did not load, and loads it again on retry', async () => {
    host.answer(() => {
      throw new Error('engine down');
    });
    renderBrand('/brands/harrow-and-finch');
    const failure = await screen.findByRole('alert');
    expect(
      within(failure).getByRole('heading', { name: 'We couldn’t load this content' }),
    ).toBeTruthy();
    host.answer((query) => answer(query as unknown as Request));
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: BRAND })).toBeTruthy();
  });

  it('is a not-found page for a tag no brand has', async () => {
    const env = createTestEnvironment({ path: '/brands/nobody' });
    render(<BrandPage tag="nobody" />, { wrapper: env.wrapper });
    // the not-found page is a lazily loaded module: its first import takes a while here
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
