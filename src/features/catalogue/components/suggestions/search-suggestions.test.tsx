// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { ProductHit } from '../../../../shared/domain/product';
import type * as suggestionsQuery from '../../api/suggestions-query';
import { searchThreshold, suggestionMode, useSuggestions } from '../../api/suggestions-query';
import { SearchSuggestions } from './search-suggestions';
import type { SuggestionOption } from '../../logic/suggestion-options';

vi.mock('../../api/suggestions-query', async (importOriginal) => {
  const actual = await importOriginal<typeof suggestionsQuery>();
  return { ...actual, useSuggestions: vi.fn() };
});

const product = {
  objectID: 'p1-navy',
  productId: 'p1',
  name: 'Wool coat',
  slug: 'wool-coat',
  brand: { name: 'Atelier Nord', tag: 'atelier-nord' },
  color: { name: 'Navy', slug: 'navy', group: 'blue', hex: ['#223'] },
  mainImage: '/media/p1/navy-1.svg',
  options: [] as ProductHit['options'],
  sku: 'p1-navy-m',
  price: { list: 20000, sale: 20000, currency: 'GBP', onSale: false, finalSale: false },
} as ProductHit;

beforeEach(() => vi.useFakeTimers());
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
  it('asks for the text only after 300 ms without typing', () => {
    vi.mocked(useSuggestions).mockReturnValue({ mode: 'none', queries: [], products: [] });
    const view = renderSuggestions('c');
    view.rerenderWith('co');
    act(() => vi.advanceTimersByTime(299));
    expect(vi.mocked(useSuggestions)).not.toHaveBeenCalledWith('co', true);
    act(() => vi.advanceTimersByTime(1));
    expect(vi.mocked(useSuggestions)).toHaveBeenLastCalledWith('co', true);
  });

  it('lists completions then products as options and reports them in that order', () => {
    vi.mocked(useSuggestions).mockReturnValue({
      mode: 'typed',
      queries: ['coat', 'coats for women'],
      products: [product],
    });
    const onOptions = vi.fn<(options: SuggestionOption[]) => void>();
    const onPick = vi.fn();
    renderSuggestions('coa', onOptions, onPick);
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(listbox.id).toBe('lb');
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.id)).toEqual(['lb-query-0', 'lb-query-1', 'lb-product-0']);
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    expect(onOptions.mock.lastCall?.[0].map((o) => o.href)).toEqual([
      '/search?query=coat',
      '/search?query=coats+for+women',
      '/product/wool-coat/p1?color=navy',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'coat' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ href: '/search?query=coat' }));
  });

  it('titles the list "Popular searches" for an empty box', () => {
    vi.mocked(useSuggestions).mockReturnValue({
      mode: 'popular',
      queries: ['dress'],
      products: [],
    });
    renderSuggestions('');
    expect(screen.getByRole('group', { name: 'Popular searches' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'dress' }).id).toBe('lb-popular-0');
  });
});
