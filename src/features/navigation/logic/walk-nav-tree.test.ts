import { describe, expect, it } from 'vitest';
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';
import { walkNavTree } from './walk-nav-tree';

const node = (path: string, items?: NavTreeNode[]): NavTreeNode => ({
  key: path.split('/').filter(Boolean).join('-'),
  label: path.split('/').at(-1) ?? '',
  path,
  filters: { categoryPageIds: [path.split('/').filter(Boolean).join('-')] },
  items,
});

const tree: NavTree = {
  items: [
    node('/women', [
      node('/women/clothing', [
        node('/women/clothing/dresses', [node('/women/clothing/dresses/midi')]),
        node('/women/clothing/tops'),
      ]),
    ]),
    node('/men', [node('/men/clothing', [node('/men/clothing/shirts')])]),
  ],
};

const keys = (path: string) => walkNavTree(tree, path)?.trail.map((n) => n.key);

describe('walkNavTree', () => {
  it('matches each level from l1 to l4 with the trail of ancestors', () => {
    expect(keys('/women')).toEqual(['women']);
    expect(keys('/women/clothing')).toEqual(['women', 'women-clothing']);
    expect(keys('/men/clothing/shirts')).toEqual(['men', 'men-clothing', 'men-clothing-shirts']);
    const l4 = walkNavTree(tree, '/women/clothing/dresses/midi');
    expect(l4?.node.key).toBe('women-clothing-dresses-midi');
    expect(l4?.trail).toHaveLength(4);
  });

  it('ignores a trailing slash, the query and letter case', () => {
    expect(keys('/Women/Clothing/')).toEqual(['women', 'women-clothing']);
    expect(keys('/women/clothing/tops?sortBy=price_asc')).toEqual([
      'women',
      'women-clothing',
      'women-clothing-tops',
    ]);
  });

  it('returns null when a level does not match (the soft 404)', () => {
    expect(walkNavTree(tree, '/')).toBeNull();
    expect(walkNavTree(tree, '/kids')).toBeNull();
    expect(walkNavTree(tree, '/women/shoes')).toBeNull();
    // a child of another branch does not match under the wrong parent
    expect(walkNavTree(tree, '/men/clothing/dresses')).toBeNull();
    expect(walkNavTree(tree, '/women/clothing/dresses/midi/extra')).toBeNull();
    expect(walkNavTree(tree, '/women/%E0%A4%A')).toBeNull();
  });

  it('matches nodes whose path holds only their own segment', () => {
    const flat: NavTree = { items: [{ ...node('/sale'), items: [node('/knitwear')] }] };
    expect(walkNavTree(flat, '/sale/knitwear')?.node.path).toBe('/knitwear');
  });
});
