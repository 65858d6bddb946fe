// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import english from '../../../../public/gb/language/en.json';
import { I18nProvider } from '../../../platform/i18n/i18n-context';
import type { SearchSuggestionsProps } from '../../catalogue';
import { SearchInput } from './search-input';

// The real list is the catalogue's (tested there); here a fixed list drives the combobox.
vi.mock('./search-suggestions-panel', () => ({
  SearchSuggestionsPanel: function FakePanel(props: SearchSuggestionsProps) {
    const { onOptionsChange, listboxId, text } = props;
    useEffect(() => {
      onOptionsChange(
        text
          ? [
              { id: `${listboxId}-q0`, kind: 'query', label: 'coat', href: '/search?query=coat' },
              {
                id: `${listboxId}-p0`,
                kind: 'product',
                label: 'Wool coat',
                href: '/product/wool-coat/p1?color=navy',
              },
            ]
          : [],
      );
    }, [onOptionsChange, listboxId, text]);
    return (
      <div role="listbox" id={listboxId} aria-label="Search suggestions">
        {text && (
          <div
            role="option"
            id={`${listboxId}-q0`}
            aria-selected={props.activeId === `${listboxId}-q0`}
          >
            coat
          </div>
        )}
      </div>
    );
  },
}));

afterEach(cleanup);

function renderAt(path: string) {
  const [pathname = '/', searchPath = ''] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath, record: true });
  render(
    <I18nProvider language="en" labels={english}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <SearchInput />
      </Router>
    </I18nProvider>,
  );
  return memory;
}

const input = () => screen.getByRole('combobox', { name: 'Search' });
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
    const memory = renderAt('/women');
    submit();
    fireEvent.change(input(), { target: { value: '    ' } });
    submit();
    expect(memory.history).toEqual(['/women']);
  });

  it('navigates to /search with the trimmed query', () => {
    const memory = renderAt('/');
    fireEvent.change(input(), { target: { value: '  linen dress ' } });
    submit();
    expect(memory.history.at(-1)).toBe('/search?query=linen+dress');
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
    const memory = renderAt('/search?query=boots');
    expect((input() as HTMLInputElement).value).toBe('boots');
    fireEvent.change(input(), { target: { value: 'sneakers' } });
    submit();
    expect(memory.history.at(-1)).toBe('/search?query=sneakers');
  });

  it('expands on focus and collapses on an outside click', () => {
    renderAt('/');
    const form = screen.getByRole('search');
    fireEvent.focus(input());
    expect(form.getAttribute('data-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(form.getAttribute('data-expanded')).toBe('false');
  });

  it('is a combobox whose arrows move through the suggestions and Enter opens one', () => {
    const memory = renderAt('/');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'coa' } });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe('site-search-suggestions');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('site-search-suggestions-q0');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('site-search-suggestions-p0');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('site-search-suggestions-q0');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(memory.history.at(-1)).toBe('/product/wool-coat/p1?color=navy');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the suggestions on Escape and on submit', () => {
    renderAt('/');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'coa' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    submit();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('search').getAttribute('data-expanded')).toBe('false');
  });
});
