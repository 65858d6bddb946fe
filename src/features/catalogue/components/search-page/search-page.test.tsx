// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchHost, type SearchHost } from '../../../../platform/testing/search-host';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { productHit } from '../../../../platform/testing/product-hit';
import { SearchPage } from './search-page';

// The engine is a network service: the real client talks to a host the test answers for.
let host: SearchHost;
vi.mock('../../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: () => host.client,
}));

const POPULAR = ['linen dress', 'wool coat'];

/** The test site's engine: popular searches, and what a product query finds. */
function engine(found: { hits?: unknown[]; userData?: unknown[] } = {}) {
  host.answer((query) =>
    query.indexName.endsWith('_query_suggestions')
      ? { hits: POPULAR.map((text, i) => ({ objectID: `s${i}`, query: text })) }
      : { hits: [], nbHits: found.hits?.length ?? 0, page: 0, nbPages: 1, ...found },
  );
}

const productQueries = () =>
  host.queries().filter((query) => !query.indexName.endsWith('_query_suggestions'));

beforeEach(() => {
  host = createSearchHost();
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  window.dataLayer = [];
});

function renderAt(path: string) {
  const env = createTestEnvironment({ path });
  render(<SearchPage />, { wrapper: env.wrapper });
  return env;
}

describe('SearchPage', () => {
  it('asks the best-match index for the query when sortBy names no offered option', async () => {
    engine({ hits: [productHit('p1', 'Linen shirt')] });
    renderAt('/search?query=linen&sortBy=nonsense');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “linen”' }),
    ).toBeTruthy();
    expect(productQueries()).toEqual([
      expect.objectContaining({ indexName: 'vitrine_gb_en', query: 'linen' }),
    ]);
  });

  it('sorts by the sortBy replica and writes a new sort to the URL', async () => {
    engine({ hits: [productHit('p1', 'Linen shirt')] });
    const env = renderAt('/search?query=linen&sortBy=price_asc');
    await screen.findByRole('link', { name: 'Linen shirt' });
    expect(productQueries().at(-1)).toMatchObject({
      indexName: 'vitrine_gb_en_price_asc',
      query: 'linen',
    });
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('price_asc');

    // best match is the default, so it leaves the URL
    fireEvent.change(sort, { target: { value: 'bestMatch' } });
    expect(env.history.at(-1)).toBe('/search?query=linen');
    await waitFor(() =>
      expect(productQueries().at(-1)).toMatchObject({ indexName: 'vitrine_gb_en' }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_asc' },
    });
    expect(env.history.at(-1)).toBe('/search?query=linen&sortBy=price_asc');
  });

  it('shows the empty-search page with popular searches and reports emptySearch once', async () => {
    engine();
    renderAt('/search?query=zzzz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No results for “zzzz”' }),
    ).toBeTruthy();
    const popular = await screen.findByRole('navigation', { name: 'Popular searches' });
    expect(popular.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'wool coat' }).getAttribute('href')).toBe(
      '/search?query=wool+coat',
    );
    // popular searches are the suggestions index's answer to an empty query
    expect(host.queries()).toContainEqual(
      expect.objectContaining({ indexName: 'vitrine_gb_en_query_suggestions', query: '' }),
    );
    const events = (window.dataLayer ?? []) as { type: string; query?: string }[];
    expect(events.filter((e) => e.type === 'emptySearch')).toEqual([
      expect.objectContaining({ type: 'emptySearch', query: 'zzzz' }),
    ]);
  });

  it('follows a redirect rule, replacing the search in history', async () => {
    engine({ userData: [{ type: 'redirect', url: '/women/sale' }] });
    const env = renderAt('/search?query=sale');
    await waitFor(() => expect(env.history.at(-1)).toBe('/women/sale'));
    expect(env.history).not.toContain('/search?query=sale');
    expect(productQueries()[0]).toMatchObject({ query: 'sale', ruleContexts: ['search'] });
  });

  it('shows banner rules above the results, translating label keys', async () => {
    engine({
      hits: [productHit('p1', 'Slip dress')],
      userData: [
        {
          type: 'banner',
          title: 'WEB.SEARCH.SUGGESTIONS.POPULAR',
          subtitle: 'Chosen by you',
          link: '/women',
        },
      ],
    });
    renderAt('/search?query=dress');
    const banner = await screen.findByRole('region', { name: 'Popular searches' });
    expect(banner.textContent).toContain('Chosen by you');
    // a rule without link text gets the generic one, told apart by the banner's title
    expect(
      screen.getByRole('link', { name: 'Shop now Popular searches' }).getAttribute('href'),
    ).toBe('/women');
  });
});
