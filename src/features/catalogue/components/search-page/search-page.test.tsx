// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { useSearchResults, type SearchResults } from '../../api/search-results';
import { useSuggestions } from '../../api/suggestions-query';
import { SearchPage } from './search-page';

vi.mock('../../api/search-results', () => ({ useSearchResults: vi.fn() }));
vi.mock('../../api/suggestions-query', () => ({ useSuggestions: vi.fn() }));

afterEach(() => {
  cleanup();
  window.dataLayer = [];
});

function answer(data: Partial<SearchResults>) {
  const full: SearchResults = { hits: [], nbHits: 0, page: 0, nbPages: 0, userData: [], ...data };
  vi.mocked(useSearchResults).mockReturnValue({
    data: full,
    isPending: false,
    isError: false,
    isFetching: false,
  } as UseQueryResult<SearchResults>);
}

function renderAt(path: string) {
  const env = createTestEnvironment({ path });
  render(<SearchPage />, { wrapper: env.wrapper });
  return env;
}

describe('SearchPage', () => {
  it('asks for the query with the sortBy replica', () => {
    answer({});
    vi.mocked(useSuggestions).mockReturnValue({ mode: 'popular', queries: [], products: [] });
    renderAt('/search?query=linen&sortBy=nonsense');
    expect(vi.mocked(useSearchResults)).toHaveBeenLastCalledWith('linen', '');
  });

  it('sorts by the sortBy replica and writes a new sort to the URL', () => {
    answer({ hits: [], nbHits: 0 });
    vi.mocked(useSuggestions).mockReturnValue({ mode: 'popular', queries: [], products: [] });
    vi.mocked(useSearchResults).mockClear();
    renderAt('/search?query=linen&sortBy=price_asc');
    expect(vi.mocked(useSearchResults)).toHaveBeenLastCalledWith('linen', '_price_asc');
  });

  it('shows the empty-search page with popular searches and reports emptySearch once', () => {
    answer({});
    vi.mocked(useSuggestions).mockReturnValue({
      mode: 'popular',
      queries: ['linen dress', 'wool coat'],
      products: [],
    });
    renderAt('/search?query=zzzz');
    expect(screen.getByRole('heading', { level: 1, name: 'No results for “zzzz”' })).toBeTruthy();
    const popular = screen.getByRole('navigation', { name: 'Popular searches' });
    expect(popular.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'wool coat' }).getAttribute('href')).toContain(
      '/search?query=wool+coat',
    );
    const events = (window.dataLayer ?? []) as { type: string; query?: string }[];
    expect(events.filter((e) => e.type === 'emptySearch')).toEqual([
      expect.objectContaining({ type: 'emptySearch', query: 'zzzz' }),
    ]);
  });

  it('follows a redirect rule, replacing the search in history', () => {
    answer({ userData: [{ type: 'redirect', url: '/women/sale' }] });
    vi.mocked(useSuggestions).mockReturnValue({ mode: 'popular', queries: [], products: [] });
    const env = renderAt('/search?query=sale');
    expect(env.history.at(-1)).toBe('/women/sale');
    expect(env.history).not.toContain('/search?query=sale');
  });

  it('shows banner rules above the results, translating label keys', () => {
    answer({
      userData: [
        {
          type: 'banner',
          title: 'WEB.SEARCH.SUGGESTIONS.POPULAR',
          subtitle: 'Chosen by you',
          link: '/women',
        },
      ],
    });
    vi.mocked(useSuggestions).mockReturnValue({ mode: 'popular', queries: [], products: [] });
    renderAt('/search?query=dress');
    const banner = screen.getByRole('region', { name: 'Popular searches' });
    expect(banner.textContent).toContain('Chosen by you');
    // a rule without link text gets the generic one, told apart by the banner's title
    expect(
      screen.getByRole('link', { name: 'Shop now Popular searches' }).getAttribute('href'),
    ).toContain('/women');
  });
});
