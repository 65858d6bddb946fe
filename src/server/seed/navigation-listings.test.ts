import { describe, expect, it } from 'vitest';
import { buildContentFiles } from '../../../content/content-files';
import type { NavTree, NavTreeNode } from '../../shared/domain/content';
import type { CatalogueProduct } from '../catalogue/types';
import { generateCatalogue } from './generate-catalogue';

function flatten(nodes: readonly NavTreeNode[]): NavTreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.items ?? [])]);
}

/** Evaluates a node's filters the way the listing does (OR within a filter, AND across). */
function matches(product: CatalogueProduct, filters: Record<string, string[]>): boolean {
  return Object.entries(filters).every(([name, values]) => {
    if (name === 'categoryPageIds') return values.some((v) => product.categoryPageIds.includes(v));
    if (name === 'collections')
      return values.some((v) => product.collections.some((c) => c.tag === v));
    if (name === 'onSale')
      return values.includes(String(product.prices.GBP!.sale < product.prices.GBP!.list));
    throw new Error(`unexpected filter ${name}`);
  });
}

describe('the seeded catalogue behind the navigation', () => {
  it('has products for every listing the navigation offers', () => {
    const catalogue = generateCatalogue();
    const tree = buildContentFiles().find((file) => file.path === 'gb/data/en/navTree.json');
    const nodes = flatten((tree?.data as NavTree).items);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(
        catalogue.products.some((p) => matches(p, node.filters)),
        node.path,
      ).toBe(true);
    }
  });
});
