import { describe, expect, it } from 'vitest';
import type { NavTree, NavTreeNode } from '../../../../shared/domain/content';
import { browseByNodes } from './browse-by';
import { visibleNodes } from '../../logic/visible-nodes';

const node = (path: string, extra: Partial<NavTreeNode> = {}, items?: NavTreeNode[]) => ({
  key: path,
  label: path,
  path,
  filters: {},
  items,
  ...extra,
});

const tree: NavTree = {
  items: [
    node('/women', {}, [
      node('/women/clothing', {}, [node('/women/clothing/dresses')]),
      node('/women/hidden', { hide: true }),
      node('/women/shoes'),
    ]),
    node('/men'),
  ],
};

describe('browseByNodes', () => {
  it("shows the matched node's non-hidden children", () => {
    expect(browseByNodes(tree, '/women').map((n) => n.path)).toEqual([
      '/women/clothing',
      '/women/shoes',
    ]);
  });

  it('falls back to the first level for a path outside the tree', () => {
    expect(browseByNodes(tree, '/brands').map((n) => n.path)).toEqual(['/women', '/men']);
  });

  it('shows nothing for a node without children', () => {
    expect(browseByNodes(tree, '/women/clothing/dresses')).toEqual([]);
  });
});

describe('visibleNodes', () => {
  it('orders by the configured order, keeping the rest in place', () => {
    const nodes = [node('/a'), node('/b', { order: 2 }), node('/c', { order: 1 })];
    expect(visibleNodes(nodes).map((n) => n.path)).toEqual(['/c', '/b', '/a']);
  });
});
