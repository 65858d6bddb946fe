/** Row → catalogue shapes, shared by the whole-catalogue load and the single-product query. */
import type { skus, variants } from '../db/schema';
import type { CatalogueSku, CatalogueVariant } from './types';

export function toCatalogueSku(row: typeof skus.$inferSelect): CatalogueSku {
  return {
    sku: row.sku,
    size: row.size,
    availability: row.availability,
    stock: row.stock,
    ...(row.shipDateStart !== null ? { shipDateStart: row.shipDateStart } : {}),
    ...(row.shipDateEnd !== null ? { shipDateEnd: row.shipDateEnd } : {}),
  };
}

export function toCatalogueVariant(
  row: typeof variants.$inferSelect,
  variantSkus: CatalogueSku[],
): CatalogueVariant {
  return {
    id: row.id,
    colour: {
      slug: row.colourSlug,
      names: row.colourNames,
      group: row.colourGroup,
      hex: row.colourHex,
    },
    images: row.images,
    skus: variantSkus,
  };
}
