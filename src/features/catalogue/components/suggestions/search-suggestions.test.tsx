// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchHost, type SearchHost } from '../../../../platform/testing/search-host';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import { searchThreshold, suggestionMode } from '../../api/suggestions-query';
import { productHit } from '../../../../platform/testing/product-hit';
import { SearchSuggestions } from './search-suggestions';
import type { SuggestionOption } from '../../logic/suggestion-options';

// The engine is a network service: the real client talks to a host the test answers for.
let host: SearchHost;
vi.mock('../../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: () => host.client,
}));

const SUGGESTIONS = 'vitrine_gb_en_query_suggestions';

/** Completions for typed text, popular searches for an empty one, one product for "coa…". */
function engine() {
  host.answer((query) => {
    if (query.indexName === SUGGESTIONS) {
      const texts = query.query ? ['coat', 'coats for women'] : ['dress'];
      return { hits: texts.map((text, i) => ({ objectID: `s${i}`, query: text })) };
    }
    return { hits: String(query.query).startsWith('coa') ? [productHit('p1', 'Wool coat')] : [] };
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  host = createSearchHost();
  engine();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderSuggestions(text: string, onOptions = vi.fn(), onPick = vi.fn()) {
  const env = createTestEnvironment({ path: '/' });
  const props = { listboxId: 'lb', activeId: 'lb-product-0', onOptionsChange: onOptions, onPick };
  const view = render(<SearchSuggestions text={text} {...props} />, { wrapper: env.wrapper });
  return {
    ...view,
    rerenderWith: (t: string) => view.rerender(<SearchSuggestions text={t} {...props} />),
  };
}

/** Lets the debounce run out and the engine's answers arrive. */
const settle = (ms = 300) => act(() => vi.advanceTimersByTimeAsync(ms));
const textsAsked = () => host.queries().map((query) => query.query);

describe('suggestion rules', () => {
  it('shows popular searches for an empty box and completions from the threshold on', () => {
    expect(suggestionMode('', 2)).toBe('popular');
    expect(suggestionMode('c', 2)).toBe('none');
    expect(suggestionMode('co', 2)).toBe('typed');
  });

  it('reads the per-language threshold, defaulting to 1', () => {
    const config = { options: { components: { searchInput: { searchThreshold: { ja: 2 } } } } };
    const site = config as unknown as Parameters<typeof searchThreshold>[0];
    expect(searchThreshold(site, 'ja')).toBe(2);
    expect(searchThreshold(site, 'en')).toBe(1);
  });
});

describe('SearchSuggestions', () => {
  it('asks the engine for the text only after 300 ms without typing', async () => {
    const view = renderSuggestions('');
    await settle(0);
    view.rerenderWith('c');
    await act(() => vi.advanceTimersByTimeAsync(200));
    view.rerenderWith('co');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(textsAsked()).toEqual(['']); // the popular searches of the empty box
    await settle(1);
    // then the query suggestions and the product suggestions, for the settled text only
    expect(host.queries().slice(1)).toEqual([
      expect.objectContaining({ indexName: SUGGESTIONS, query: 'co' }),
      expect.objectContaining({ indexName: 'vitrine_gb_en', query: 'co', hitsPerPage: 3 }),
    ]);
  });

  it('lists completions then products as options and reports them in that order', async () => {
    const onOptions = vi.fn<(options: SuggestionOption[]) => void>();
    const onPick = vi.fn();
    renderSuggestions('coa', onOptions, onPick);
    await settle();
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(listbox.id).toBe('lb');
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'coat',
      'coats for women',
      expect.stringContaining('Wool coat'),
    ]);
    // the search box moves by these ids: they are the options' own
    const reported = onOptions.mock.lastCall?.[0] ?? [];
    expect(reported.map((o) => o.id)).toEqual(options.map((o) => o.id));
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    expect(reported.map((o) => o.href)).toEqual([
      '/search?query=coat',
      '/search?query=coats+for+women',
      '/product/wool-coat/p1?color=navy',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'coat' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ href: '/search?query=coat' }));
  });

  it('titles the list "Popular searches" for an empty box, without asking for products', async () => {
    renderSuggestions('');
    await settle();
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['dress']);
    expect(host.queries()).toEqual([
      expect.objectContaining({ indexName: SUGGESTIONS, query: '' }),
    ]);
  });
});
