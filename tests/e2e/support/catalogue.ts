/**
 * Products for journeys, found through the shop's own API, so a journey works on whatever
 * catalogue the seed made.
 */
import type { Page } from '@playwright/test';
import type { ProductDetail, ProductHit } from '../../../src/shared/domain/product';

export interface SoldOutAndOrderable {
  product: ProductDetail;
  hit: ProductHit;
  soldOut: ProductDetail['skuOptions'][number];
  orderable: ProductDetail['skuOptions'][number];
}

/**
 * A product of the gb/en site with a sold-out size (back-in-stock) and an available one (the
 * bag), among the first 80 of the catalogue.
 */
export async function productWithSoldOutSize(
  page: Page,
  shopUrl: string,
  siteTag: string,
): Promise<SoldOutAndOrderable> {
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
    const product = (await response.json()) as ProductDetail;
    const soldOut = product.skuOptions.find((sku) => sku.availability === 'outofstock');
    const orderable = product.skuOptions.find((sku) => sku.availability === 'available');
    if (soldOut && orderable) return { product, hit, soldOut, orderable };
  }
  throw new Error('no product with both a sold-out and an available size in the first 80');
}
