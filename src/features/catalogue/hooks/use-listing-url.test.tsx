// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { DEFAULT_FILTER_NAMES } from '../logic/listing-url';
import { useListingUrl } from './use-listing-url';

afterEach(cleanup);

describe('useListingUrl', () => {
  it('reads the URL and pushes changes, back to page 1 unless a page is given', () => {
    const env = createTestEnvironment({ path: '/women?color=blue&page=3&hide_cookies=true' });
    const { result } = renderHook(() => useListingUrl(DEFAULT_FILTER_NAMES), {
      wrapper: env.wrapper,
    });
    expect(result.current.state).toEqual({
      filters: { color: ['blue'] },
      sortBy: null,
      page: 3,
      query: '',
    });

    act(() => result.current.update({ filters: { color: ['blue'], size: ['M'] } }));
    expect(env.history.at(-1)).toBe('/women?hide_cookies=true&color=blue&size=M');
    expect(result.current.state.page).toBe(1);

    act(() => result.current.update({ page: 2, sortBy: 'price_asc' }));
    expect(env.history.at(-1)).toBe(
      '/women?hide_cookies=true&color=blue&size=M&sortBy=price_asc&page=2',
    );
    expect(result.current.state.sortBy).toBe('price_asc');
  });
});
