// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { LiteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSearchClient } from '../../../platform/search/search-client';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { ProductHit } from '../../../shared/domain/product';
import { useListingResults, type ListingResultsInput } from './use-listing-results';

vi.mock('../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: vi.fn(),
}));

type Request = Record<string, unknown>;
const PRODUCTS = 251;
const hit = (i: number) => ({ objectID: `p${i}-navy`, productId: `p${i}` }) as ProductHit;

/**
 * A tiny engine: 251 products; the context "women-clothing" carries one banner at slot 5.
 * `failBanners` makes the products-free (banner) question fail.
 */
function fakeEngine(
  banner: Request | null = { type: 'banner', title: 'Knit', position: 5 },
  failBanners = false,
) {
  const requests: Request[] = [];
  const searchForHits = vi.fn(({ requests: batch }: { requests: Request[] }) => {
    requests.push(...batch);
    if (failBanners && batch[0]?.hitsPerPage === 0)
      return Promise.reject(new Error('Unreachable hosts'));
    const results = batch.map((request) => {
      const offset = (request.offset as number | undefined) ?? 0;
      const length = (request.length as number | undefined) ?? (request.hitsPerPage as number);
      const ids = Array.from({ length: Math.max(0, Math.min(length, PRODUCTS - offset)) });
      const contexts = (request.ruleContexts as string[] | undefined) ?? [];
      return {
        hits: ids.map((_, i) => hit(offset + i)),
        nbHits: PRODUCTS,
        queryID: 'q'.repeat(32),
        ...(banner && contexts.includes('women-clothing') ? { userData: [banner] } : {}),
      };
    });
    return Promise.resolve({ results });
  });
  vi.mocked(getSearchClient).mockResolvedValue({ searchForHits } as unknown as LiteClient);
  return requests;
}

const input = (page: number): ListingResultsInput => ({
  indexName: 'vitrine_gb_en_newest',
  primaryIndex: 'vitrine_gb_en',
  ruleContext: 'women-clothing',
  baseFilters: { categoryPageIds: ['women-clothing'] },
  selection: {},
  facetAttributes: {},
  query: '',
  page,
  featuredProductIds: [],
});

function renderPage(page: number) {
  const env = createTestEnvironment({ path: '/women/clothing' });
  return renderHook(() => useListingResults(input(page)), { wrapper: env.wrapper });
}

afterEach(cleanup);

describe('useListingResults', () => {
  it('page 1: 120 − banners products, the banner in its slot, pages counted with it', async () => {
    const requests = fakeEngine();
    const { result } = renderPage(1);
    await waitFor(() => expect(result.current.result.data).toBeDefined());
    const { data } = result.current.result;
    expect(data!.hits).toHaveLength(119);
    expect(data!.hits.at(-1)!.productId).toBe('p118');
    expect(data!.nbPages).toBe(3);
    expect(result.current.banners).toEqual([
      expect.objectContaining({ title: 'Knit', position: 5 }),
    ]);
    expect(result.current.firstPosition).toBe(1);
    // the banner question: the primary index, no products, the context
    expect(requests).toContainEqual(
      expect.objectContaining({
        indexName: 'vitrine_gb_en',
        hitsPerPage: 0,
        ruleContexts: ['women-clothing'],
      }),
    );
    // the products: the sort replica, the context and the page's ranking
    expect(requests).toContainEqual(
      expect.objectContaining({
        indexName: 'vitrine_gb_en_newest',
        offset: 0,
        ruleContexts: ['women-clothing'],
        optionalFilters: ['categoryPageIds:women-clothing<score=1000>'],
      }),
    );
  });

  it('page 2 starts where page 1 stopped, after the banner answer', async () => {
    const requests = fakeEngine();
    const { result } = renderPage(2);
    await waitFor(() => expect(result.current.result.data).toBeDefined());
    const { data } = result.current.result;
    expect(data!.hits[0]!.productId).toBe('p119');
    expect(data!.hits).toHaveLength(120);
    expect(result.current.firstPosition).toBe(120);
    expect(result.current.banners).toEqual([]);
    const products = requests.filter((r) => r.hitsPerPage !== 0);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ offset: 119, length: 120 });
  });

  it('a failed banner query is reported and the products show without banners', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeEngine(undefined, true);
    const { result } = renderPage(2);
    await waitFor(() => expect(result.current.result.data).toBeDefined());
    expect(result.current.result.data!.hits[0]!.productId).toBe('p120');
    expect(result.current.banners).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Listing banners failed',
      expect.objectContaining({ ruleContext: 'women-clothing' }),
    );
    warn.mockRestore();
  });

  it('without banners pages hold 120 products', async () => {
    fakeEngine(null);
    const { result } = renderPage(1);
    await waitFor(() => expect(result.current.result.data).toBeDefined());
    expect(result.current.result.data!.hits).toHaveLength(120);
    expect(result.current.result.data!.nbPages).toBe(3);
    expect(result.current.banners).toEqual([]);
  });
});
