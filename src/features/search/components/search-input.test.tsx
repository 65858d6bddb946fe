// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createSearchHost, type SearchHost } from '../../../platform/testing/search-host';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { productHit } from '../../../platform/testing/product-hit';
import { SearchInput } from './search-input';

// The suggestions are the catalogue's real list; the engine behind it is a host the test answers
// for: no popular searches, and for "coa…" one completion and one product.
let host: SearchHost;
vi.mock('../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: () => host.client,
}));

// the panel loads the catalogue chunk on first focus: load it once, before the clock matters
beforeAll(() => import('../../catalogue'), 60_000);
beforeEach(() => {
  host = createSearchHost((query) => {
    if (!String(query.query).startsWith('coa')) return { hits: [] };
    if (query.indexName.endsWith('_query_suggestions'))
      return { hits: [{ objectID: 's0', query: 'coat' }] };
    return { hits: [productHit('p1', 'Wool coat')] };
  });
});
afterEach(cleanup);

function renderAt(path: string) {
  const env = createTestEnvironment({ path });
  render(<SearchInput />, { wrapper: env.wrapper });
  return env;
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
// the debounce runs out, then the engine answers
const suggestionsShown = () =>
  waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'), { timeout: 3000 });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit search' }));

describe('SearchInput', () => {
  it('is a search landmark with a labelled input limited to 50 characters', () => {
    renderAt('/');
    expect(screen.getByRole('search', { name: 'Search' })).toBeTruthy();
    expect(input().getAttribute('maxlength')).toBe('50');
    fireEvent.change(input(), { target: { value: 'x'.repeat(80) } });
    expect((input() as HTMLInputElement).value).toHaveLength(50);
  });

  it('blocks an empty or blank submission', () => {
    const env = renderAt('/women');
    submit();
    fireEvent.change(input(), { target: { value: '    ' } });
    submit();
    expect(env.history).toEqual(['/women']);
  });

  it('navigates to /search with the trimmed query', () => {
    const env = renderAt('/');
    fireEvent.change(input(), { target: { value: '  linen dress ' } });
    submit();
    expect(env.history.at(-1)).toBe('/search?query=linen+dress');
  });

  it('shows a clear button only while there is text, and clearing empties the box', () => {
    renderAt('/');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'coat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('shows the current query on /search and re-applies a new one there', () => {
    const env = renderAt('/search?query=boots');
    expect((input() as HTMLInputElement).value).toBe('boots');
    fireEvent.change(input(), { target: { value: 'sneakers' } });
    submit();
    expect(env.history.at(-1)).toBe('/search?query=sneakers');
  });

  it('expands on focus and collapses on an outside click', () => {
    renderAt('/');
    const form = screen.getByRole('search');
    fireEvent.focus(input());
    expect(form.getAttribute('data-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(form.getAttribute('data-expanded')).toBe('false');
  });

  it('is a combobox whose arrows move through the suggestions and Enter opens one', async () => {
    const env = renderAt('/');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'coa' } });
    await suggestionsShown();
    const completion = screen.getByRole('option', { name: 'coat' });
    const product = screen.getByRole('option', { name: /Wool coat/ });
    expect(input().getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { name: 'Search suggestions' }).id,
    );
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(completion.id);
    expect(completion.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(product.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(completion.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(env.history.at(-1)).toBe('/product/wool-coat/p1?color=navy');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the suggestions on Escape and on submit', async () => {
    renderAt('/');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'coa' } });
    await suggestionsShown();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    submit();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('search').getAttribute('data-expanded')).toBe('false');
  });
});
