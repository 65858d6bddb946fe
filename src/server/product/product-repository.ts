/** Reads one product with its brand, variants, skus and its price in one currency. */
import { and, asc, eq } from 'drizzle-orm';
import type { CatalogueBrand, CatalogueProduct } from '../catalogue/types';
import type { Database } from '../db/client';
import { brands, prices, products, skus, variants } from '../db/schema';
import { toCatalogueSku, toCatalogueVariant } from '../catalogue/from-rows';

export interface PricedProduct {
  product: CatalogueProduct;
  brand: CatalogueBrand;
  /** undefined when the product has no price in the currency: it is not sold on that site */
  price: { list: number; sale: number } | undefined;
}

export async function findProduct(
  db: Database,
  productId: string,
  currency: string,
): Promise<PricedProduct | undefined> {
  const [row] = await db
    .select({ product: products, brand: brands, list: prices.list, sale: prices.sale })
    .from(products)
    .innerJoin(brands, eq(brands.tag, products.brandTag))
    .leftJoin(prices, and(eq(prices.productId, products.productId), eq(prices.currency, currency)))
    .where(eq(products.productId, productId))
    .limit(1);
  if (!row) return undefined;
  const [variantRows, skuRows] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position)),
    db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.position)),
  ]);
  const price =
    row.list !== null && row.sale !== null ? { list: row.list, sale: row.sale } : undefined;
  const { position: _position, ...product } = row.product;
  return {
    product: {
      ...product,
      prices: price ? { [currency]: price } : {},
      variants: variantRows.map((variant) =>
        toCatalogueVariant(
          variant,
          skuRows.filter((sku) => sku.variantId === variant.id).map(toCatalogueSku),
        ),
      ),
    },
    brand: { tag: row.brand.tag, name: row.brand.name },
    price,
  };
}
