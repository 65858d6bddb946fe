/**
 * The demo catalogue generator. Deterministic: the same options give a deep-equal catalogue on
 * every machine. Each product draws from its own seeded stream (seed mixed with its index),
 * so product P000007 is the same whether 640 or 100,000 products are generated; only slugs
 * that collide with earlier names and collection ranks depend on the rest of the catalogue.
 */
import type { Catalogue, CatalogueProduct } from '../catalogue/types';
import { rankCollections } from './collections';
import { buildProduct, type FactoryContext } from './product-factory';
import { createRng, mixSeed } from './prng';
import { slugify } from '../../shared/routes/slug';
import { taxonomyLeaves } from '../../../content/taxonomy';
import { BRANDS, type BrandSpec } from './vocabulary/brands';

export const DEFAULT_PRODUCT_COUNT = 640;
export const DEFAULT_SEED = 20_261_101;
/** Product ids have six digits. */
export const MAX_PRODUCT_COUNT = 999_999;

export interface GenerateCatalogueOptions {
  products?: number;
  seed?: number;
}

function createContext(): FactoryContext {
  const leaves = taxonomyLeaves();
  const brandsByBranch = new Map<string, BrandSpec[]>();
  for (const brand of BRANDS) {
    for (const branch of brand.makes) {
      brandsByBranch.set(branch, [...(brandsByBranch.get(branch) ?? []), brand]);
    }
  }
  const seen = new Map<string, number>();
  return {
    leaves,
    leafWeights: leaves.map((leaf) => leaf.weight),
    brandsByBranch,
    // English names never end in a number, so "name-2" cannot clash with another base slug.
    uniqueSlug(name) {
      const base = slugify(name);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return count === 1 ? base : `${base}-${count}`;
    },
  };
}

export function generateCatalogue(options: GenerateCatalogueOptions = {}): Catalogue {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(count) || count < 0 || count > MAX_PRODUCT_COUNT) {
    throw new RangeError(
      `products must be an integer from 0 to ${MAX_PRODUCT_COUNT}, got ${count}`,
    );
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);

  const ctx = createContext();
  const products: CatalogueProduct[] = new Array(count);
  for (let i = 0; i < count; i++) {
    products[i] = buildProduct(i, createRng(mixSeed(seed, i)), ctx);
  }
  rankCollections(products);
  return { brands: BRANDS.map(({ tag, name }) => ({ tag, name })), products };
}
