/** Flattens the nested catalogue into the rows of each table (see db/schema.ts). */
import type { brands, prices, products, skus, variants } from '../db/schema';
import type { Catalogue } from './types';

export interface CatalogueRows {
  brands: (typeof brands.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  skus: (typeof skus.$inferInsert)[];
  prices: (typeof prices.$inferInsert)[];
}

export function toRows(catalogue: Catalogue): CatalogueRows {
  const rows: CatalogueRows = {
    brands: catalogue.brands.map(({ tag, name }) => ({ tag, name })),
    products: [],
    variants: [],
    skus: [],
    prices: [],
  };
  catalogue.products.forEach((product, productPosition) => {
    const { productId } = product;
    rows.products.push({
      productId,
      slug: product.slug,
      names: product.names,
      descriptions: product.descriptions,
      brandTag: product.brandTag,
      gender: product.gender,
      garment: product.garment,
      categories: product.categories,
      categoryPageIds: product.categoryPageIds,
      collections: product.collections,
      sizes: product.sizes,
      finalSale: product.finalSale,
      popularity: product.popularity,
      createdAt: product.createdAt,
      position: productPosition,
    });
    for (const [currency, price] of Object.entries(product.prices)) {
      rows.prices.push({ productId, currency, list: price.list, sale: price.sale });
    }
    product.variants.forEach((variant, variantPosition) => {
      rows.variants.push({
        id: variant.id,
        productId,
        colourSlug: variant.colour.slug,
        colourNames: variant.colour.names,
        colourGroup: variant.colour.group,
        colourHex: variant.colour.hex,
        images: variant.images,
        position: variantPosition,
      });
      variant.skus.forEach((sku, skuPosition) => {
        rows.skus.push({
          sku: sku.sku,
          variantId: variant.id,
          productId,
          size: sku.size,
          availability: sku.availability,
          stock: sku.stock,
          shipDateStart: sku.shipDateStart ?? null,
          shipDateEnd: sku.shipDateEnd ?? null,
          position: skuPosition,
        });
      });
    });
  });
  return rows;
}
