import { describe, expect, it } from 'vitest';
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';
import { listingFilter } from '../../catalogue';
import { cachedCategories, cachedListingFilters, type CachedListing } from './cached-categories';

const INDEX = 'vitrine_gb_en';

function node(key: string, categoryPageIds: string[], items?: NavTreeNode[]): NavTreeNode {
  return { key, label: key, path: `/${key}`, filters: { categoryPageIds }, items };
}

const tree: NavTree = {
  items: [
    node(
      'women',
      ['women'],
      [
        node('women-dresses', ['women-dresses']),
        { ...node('women-hidden', ['women-hidden']), hide: true },
      ],
    ),
    node('men', ['men'], [node('men-boots', ['men-boots'])]),
  ],
};

const filterOf = (n: NavTreeNode) => listingFilter(n.filters);

function listing(
  n: NavTreeNode,
  main: Partial<CachedListing['main']> = {},
  hasData = true,
): CachedListing {
  return {
    main: { indexName: INDEX, query: '', filters: filterOf(n), offset: 0, ...main },
    hasData,
  };
}

const dresses = tree.items[0]!.items![0]!;
const hidden = tree.items[0]!.items![1]!;
const boots = tree.items[1]!.items![0]!;

function offered(listings: CachedListing[]) {
  const filters = cachedListingFilters(listings, INDEX);
  return cachedCategories(tree, filters, filterOf).map((c) => `${c.trail.join('/')}>${c.node.key}`);
}

describe('cached categories', () => {
  it('offers the nodes whose first listing page is cached, with their trail, in menu order', () => {
    expect(offered([listing(boots), listing(dresses)])).toEqual([
      'women>women-dresses',
      'men>men-boots',
    ]);
  });

  it('ignores answers that would not open the plain category page', () => {
    expect(
      offered([
        listing(dresses, {}, false), // failed or still loading: no data
        listing(dresses, { offset: 120 }), // page 2
        listing(dresses, { query: 'red' }), // searched within
        listing(dresses, { indexName: `${INDEX}_price_asc` }), // another sort
        listing(dresses, { filters: `${filterOf(dresses)} AND color.group:"red"` }), // filtered
        listing(hidden), // hidden from navigation
      ]),
    ).toEqual([]);
  });
});
