/**
 * Products for journeys, found through the shop's own API, so a journey works on whatever
 * catalogue the seed made.
 */
import type { Page } from '@playwright/test';
import type { ProductDetail, ProductHit } from '../../../src/shared/domain/product';

type Sku = ProductDetail['skuOptions'][number];

/**
 * The first of the gb/en site's first 80 products that `pick` accepts (it returns what the
 * journey needs of it, or undefined to go on).
 */
export async function findProduct<T>(
  page: Page,
  shopUrl: string,
  siteTag: string,
  pick: (product: ProductDetail, hit: ProductHit) => T | undefined,
  wanted: string,
): Promise<T> {
  const search = await page.request.post(`${shopUrl}/search/1/indexes/*/queries`, {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [{ indexName: 'vitrine_gb_en', query: '', hitsPerPage: 80, distinct: true }],
    }),
  });
  const { results } = (await search.json()) as { results: Array<{ hits: ProductHit[] }> };
  for (const hit of results[0]!.hits) {
    const response = await page.request.get(
      `${shopUrl}/api/product/s/${hit.productId}?lang=en&siteTag=${siteTag}`,
    );
    const picked = pick((await response.json()) as ProductDetail, hit);
    if (picked !== undefined) return picked;
  }
  throw new Error(`no product with ${wanted} in the first 80`);
}

export interface SoldOutAndOrderable {
  product: ProductDetail;
  hit: ProductHit;
  soldOut: Sku;
  orderable: Sku;
}

/** A product with a sold-out size (back-in-stock) and an available one (the bag). */
export function productWithSoldOutSize(
  page: Page,
  shopUrl: string,
  siteTag: string,
): Promise<SoldOutAndOrderable> {
  return findProduct(
    page,
    shopUrl,
    siteTag,
    (product, hit) => {
      const soldOut = product.skuOptions.find((sku) => sku.availability === 'outofstock');
      const orderable = product.skuOptions.find((sku) => sku.availability === 'available');
      return soldOut && orderable ? { product, hit, soldOut, orderable } : undefined;
    },
    'both a sold-out and an available size',
  );
}
