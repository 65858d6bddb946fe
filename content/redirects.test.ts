import { describe, expect, it } from 'vitest';
import type { NavTree, NavTreeNode } from '../src/shared/domain/content';
import { buildRedirects } from './redirects';

const node = (path: string, items?: NavTreeNode[]): NavTreeNode => ({
  key: path,
  label: path,
  path,
  filters: {},
  items,
});

const tree: NavTree = {
  items: [
    node('/women', [
      node('/women/new-in'),
      node('/women/clothing', [node('/women/clothing/dresses'), node('/women/clothing/tops')]),
      node('/women/tops'),
      node('/women/sale'),
    ]),
    node('/men', [node('/men/clothing', [node('/men/clothing/shirts')])]),
  ],
};

describe('buildRedirects', () => {
  const { redirects } = buildRedirects(tree, 'brands');

  it('maps old and shortcut paths to real listings', () => {
    expect(redirects).toMatchObject({
      '/womens': '/women',
      '/mens': '/men',
      '/women/dresses': '/women/clothing/dresses',
      '/men/shirts': '/men/clothing/shirts',
      '/sale': '/women/sale',
      '/new-in': '/women/new-in',
      '/designers': '/brands',
    });
  });

  it('never shadows a listing that exists', () => {
    expect(redirects['/women/tops']).toBeUndefined();
  });
});
