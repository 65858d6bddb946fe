/**
 * What the tax journeys need from their own shop (VITRINE_TEST_HOOKS=1): the tax service's test
 * hook (POST /__test/tax, docs/api.md "Test hooks"), a product to put in the bag, and a bag
 * already through the shipping step's calls, on the page's own shopping session.
 */
import { expect, type Page } from '@playwright/test';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import { SESSION_HEADER, SESSION_STORAGE_KEY } from '../../../src/shared/api/paths';
import type { ProductDetail, ProductHit } from '../../../src/shared/domain/product';
import type { SiteUnderTest } from './site';

export type TaxMode = 'normal' | 'slow' | 'fail' | 'throttle';

/** How the shop's tax service behaves from now on. */
export async function setTaxMode(
  page: Page,
  shopUrl: string,
  mode: TaxMode,
  delayMs?: number,
): Promise<void> {
  const response = await page.request.post(`${shopUrl}/__test/tax`, {
    data: delayMs === undefined ? { mode } : { mode, delayMs },
  });
  expect(response.ok(), `POST /__test/tax ${mode} (VITRINE_TEST_HOOKS=1)`).toBe(true);
}

/**
 * A product of the site under $90 with a size in stock, and that size's sku: a bag of one is
 * below the free-delivery threshold, so its shipping is paid (and taxed where the state does).
 */
export async function productInStock(
  page: Page,
  shopUrl: string,
  site: SiteUnderTest,
): Promise<{ product: ProductDetail; sku: string }> {
  const { indexPrefix } = site.config.integrations.algolia;
  const search = await page.request.post(`${shopUrl}/search/1/indexes/*/queries`, {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [
        {
          indexName: `${indexPrefix}_${site.language}`,
          query: '',
          filters: 'salePrice < 90',
          hitsPerPage: 20,
          distinct: true,
        },
      ],
    }),
  });
  const { results } = (await search.json()) as { results: Array<{ hits: ProductHit[] }> };
  for (const hit of results[0]!.hits) {
    const response = await page.request.get(
      `${shopUrl}/api/product/s/${hit.productId}?lang=${site.language}&siteTag=${site.config.siteTag}`,
    );
    const product = (await response.json()) as ProductDetail;
    const sku = product.skuOptions?.find((option) => option.availability === 'available');
    if (sku) return { product, sku: sku.sku };
  }
  throw new Error(`no product under $90 in stock among the first 20 of ${site.base}`);
}

/** An address in Texas: 6.25 % on the goods and on the shipping. */
export const AUSTIN = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phoneNumber: '(512) 555-0147',
  addressLine1: '100 Congress Avenue',
  city: 'Austin',
  postcode: '78701',
  region: 'US-TX',
  regionName: 'Texas',
};

/**
 * The shipping step's calls made for the page's session, as the form would make them: the
 * delivery address in Austin, the consumer, STANDARD shipping. The tax is left to the page.
 */
export async function shipToAustin(page: Page, shopUrl: string, site: SiteUnderTest) {
  const session = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  expect(session, 'the page has a shopping session').toBeTruthy();
  const query = `lang=${site.language}&siteTag=${site.config.siteTag}`;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${shopUrl}${path}?${query}`, {
      headers: { [SESSION_HEADER]: session! },
      data,
    });
    expect(response.ok(), `POST ${path}`).toBe(true);
  };
  const { regionName: _, email, firstName, lastName, phoneNumber, ...address } = AUSTIN;
  const person = { firstName, lastName, email, phoneNumber };
  await post(CHECKOUT_API.cartAddress, {
    addressType: 'DELIVERY',
    countryCode: 'US',
    billingMatchShipping: true,
    ...person,
    ...address,
  });
  await post(CHECKOUT_API.checkoutConsumer, person);
  await post(CHECKOUT_API.shipping, { id: 'STANDARD' });
}
