// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { SideNavigation } from './side-navigation';

// The engine is a network service: the test stands in for it and records the multi-query.
const searchForHits = vi.fn();
vi.mock('../../../../platform/search/search-client', () => ({
  getSearchClient: () => ({ searchForHits }),
  indexName: (_config: unknown, language: string) => `vitrine_gb_${language}`,
}));

const node = (path: string, items?: NavTreeNode[]): NavTreeNode => {
  const key = path.split('/').filter(Boolean).join('-');
  return { key, label: key, path, filters: { categoryPageIds: [key] }, items };
};
const dresses = node('/women/clothing/dresses');
const tops = node('/women/clothing/tops');
const clothing = node('/women/clothing', [dresses, tops]);
const shoes = node('/women/shoes', [node('/women/shoes/boots')]);
const women = node('/women', [clothing, shoes]);

beforeEach(() => {
  searchForHits.mockImplementation(
    async ({ requests }: { requests: Array<{ filters: string }> }) => ({
      // "tops" has nothing to show
      results: requests.map((r) => ({
        hits: r.filters.includes('tops') ? [] : [{ objectID: 'x' }],
      })),
    }),
  );
});
afterEach(() => {
  cleanup();
  searchForHits.mockReset();
});

describe('SideNavigation', () => {
  it('probes every entry in one multi-query and hides the empty ones', async () => {
    const env = createTestEnvironment({ path: '/women/clothing/dresses?color=red&page=2' });
    render(<SideNavigation match={{ node: dresses, trail: [women, clothing, dresses] }} />, {
      wrapper: env.wrapper,
    });
    const nav = await screen.findByRole('navigation', { name: 'Shop by category' });
    const current = await within(nav).findByRole('link', { name: 'women-clothing-dresses' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'women-clothing-tops' })).toBeNull();
    expect(searchForHits).toHaveBeenCalledTimes(1);
    const { requests } = searchForHits.mock.calls[0]![0] as {
      requests: Array<Record<string, unknown>>;
    };
    expect(requests).toHaveLength(4); // clothing, shoes, dresses, tops (boots: shoes is not on the trail)
    expect(requests[0]).toMatchObject({
      hitsPerPage: 1,
      distinct: 1,
      analytics: false,
      indexName: 'vitrine_gb_en',
    });
  });

  it('links elsewhere with the current filters minus page; the current node applies in place', async () => {
    const env = createTestEnvironment({ path: '/women/clothing/dresses?color=red&page=2' });
    render(<SideNavigation match={{ node: dresses, trail: [women, clothing, dresses] }} />, {
      wrapper: env.wrapper,
    });
    const shoesLink = await screen.findByRole('link', { name: 'women-shoes' });
    expect(shoesLink.getAttribute('href')).toBe('/women/shoes?color=red');
    fireEvent.click(screen.getByRole('link', { name: 'women-clothing-dresses' }));
    expect(env.history.at(-1)).toBe('/women/clothing/dresses');
  });
});
