// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchHost, type SearchHost } from '../../../../platform/testing/search-host';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { SideNavigation } from './side-navigation';

// The engine is a network service: the real client talks to a host the test answers for.
let host: SearchHost;
vi.mock('../../../../platform/search/search-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSearchClient: () => host.client,
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
  // "tops" has nothing to show
  host = createSearchHost((query) => ({
    hits: String(query.filters).includes('women-clothing-tops') ? [] : [{ objectID: 'x' }],
  }));
});
afterEach(cleanup);

function renderAtDresses() {
  const env = createTestEnvironment({ path: '/women/clothing/dresses?color=red&page=2' });
  render(<SideNavigation match={{ node: dresses, trail: [women, clothing, dresses] }} />, {
    wrapper: env.wrapper,
  });
  return env;
}

describe('SideNavigation', () => {
  it('probes every entry in one multi-query on the site’s best-match index and hides the empty ones', async () => {
    renderAtDresses();
    const nav = await screen.findByRole('navigation', { name: 'Shop by category' });
    const current = await within(nav).findByRole('link', { name: 'women-clothing-dresses' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'women-shoes' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'women-clothing-tops' })).toBeNull();

    expect(host.sent).toHaveLength(1);
    const [search] = host.sent;
    expect(search!.method).toBe('POST');
    // clothing, shoes, dresses, tops (boots: shoes is not on the trail)
    const probed = search!.queries.map((query) => String(query.filters));
    expect(probed).toHaveLength(4);
    for (const key of ['women-clothing', 'women-shoes', 'women-clothing-dresses', 'tops'])
      expect(probed.some((filters) => filters.includes(key))).toBe(true);
    // the GB test site's English best-match index, one cheap hit per probe
    for (const query of search!.queries)
      expect(query).toMatchObject({
        indexName: 'vitrine_gb_en',
        hitsPerPage: 1,
        distinct: 1,
        analytics: false,
      });
  });

  it('links elsewhere with the current filters minus page; the current node applies in place', async () => {
    const env = renderAtDresses();
    const shoesLink = await screen.findByRole('link', { name: 'women-shoes' });
    expect(shoesLink.getAttribute('href')).toBe('/women/shoes?color=red');
    fireEvent.click(screen.getByRole('link', { name: 'women-clothing-dresses' }));
    expect(env.history.at(-1)).toBe('/women/clothing/dresses');
  });
});
