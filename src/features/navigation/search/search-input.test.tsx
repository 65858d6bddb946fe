// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import english from '../../../../public/gb/language/en.json';
import { I18nProvider } from '../../../platform/i18n/i18n-context';
import { setLabels } from '../../../platform/i18n/i18n';
import { SearchInput } from './search-input';

beforeAll(() => setLabels('en', english));
afterEach(cleanup);

function renderAt(path: string) {
  const [pathname = '/', searchPath = ''] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath, record: true });
  render(
    <I18nProvider language="en">
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <SearchInput />
      </Router>
    </I18nProvider>,
  );
  return memory;
}

const input = () => screen.getByRole('searchbox', { name: 'Search' });
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
});
