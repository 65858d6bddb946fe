// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { LiteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSearchClient } from '../../../platform/search/search-client';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { useSuggestions } from './suggestions-query';

vi.mock('../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useSuggestions when the engine fails', () => {
  it('warns with the index and text, and offers nothing instead of waiting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const searchForHits = vi.fn(() => Promise.reject(new Error('Unreachable hosts')));
    vi.mocked(getSearchClient).mockResolvedValue({ searchForHits } as unknown as LiteClient);
    // the app's client retries failed queries; suggestions must not
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 3, retryDelay: 0 } },
    });
    const env = createTestEnvironment({ path: '/', queryClient });
    const { result } = renderHook(() => useSuggestions('coat', true), { wrapper: env.wrapper });

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith(
      'Search box: query suggestions failed',
      expect.objectContaining({
        index: expect.stringMatching(/_query_suggestions$/),
        query: 'coat',
      }),
    );
    expect(warn).toHaveBeenCalledWith(
      'Search box: product suggestions failed',
      expect.objectContaining({ query: 'coat', error: expect.any(Error) }),
    );
    expect(result.current).toEqual({ mode: 'typed', queries: [], products: [] });
    // no retry: one request each
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchForHits).toHaveBeenCalledTimes(2);
  });
});
