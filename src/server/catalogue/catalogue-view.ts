/**
 * The warm in-memory view of the catalogue that product reads, cart pricing and search are
 * answered from, instead of the database per request. It is built from one consistent snapshot
 * of the catalogue tables and replaced whole when they change (plugins/catalogue.ts).
 *
 * What may be answered from here and what must be read live:
 * - Texts, brands, colours, images, sizes, prices, and which skus belong to which product
 *   change only when the catalogue is rewritten (the seed, an import): the view holds them.
 * - Each sku's availability and ship dates: as of the last refresh, the time of a reload behind
 *   the database (each change is notified). That is what a product page shows, and its response
 *   may be cached for a minute anyway (product-routes.ts).
 * - Stock, and whether a quantity can be ordered: never from here. The cart's write reads the
 *   sku's availability and stock live, under the session lock (cart-repository.ts), so the view
 *   can never let a cart exceed the stock. `stock` in the view's skus is as of its load and is
 *   not kept current (a stock change does not refresh the view, see db/schema.ts).
 */
import type {
  Catalogue,
  CatalogueBrand,
  CatalogueProduct,
  CatalogueSku,
  CatalogueVariant,
} from './types';

/** A sku with the product and colour variant it belongs to. */
export interface SkuEntry {
  product: CatalogueProduct;
  variant: CatalogueVariant;
  sku: CatalogueSku;
}

export interface CatalogueView {
  /** the catalogue_revision the snapshot was read at (0 before the first catalogue write) */
  readonly revision: number;
  readonly catalogue: Catalogue;
  product(productId: string): CatalogueProduct | undefined;
  brand(tag: string): CatalogueBrand | undefined;
  sku(sku: string): SkuEntry | undefined;
}

export function createCatalogueView(catalogue: Catalogue, revision: number): CatalogueView {
  const products = new Map(catalogue.products.map((product) => [product.productId, product]));
  const brands = new Map(catalogue.brands.map((brand) => [brand.tag, brand]));
  const skus = new Map<string, SkuEntry>();
  for (const product of catalogue.products) {
    for (const variant of product.variants) {
      for (const sku of variant.skus) skus.set(sku.sku, { product, variant, sku });
    }
  }
  return {
    revision,
    catalogue,
    product: (productId) => products.get(productId),
    brand: (tag) => brands.get(tag),
    sku: (sku) => skus.get(sku),
  };
}
