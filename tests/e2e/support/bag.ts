/**
 * What the bag journeys need from the shop, through its own API: the running campaigns, a dress
 * the buy-2 tier promotion covers, and the test hook that changes a sku's stock server-side.
 *
 * The stock hook is `POST /__test/stock {sku, stock, availability}`, answered only by a shop
 * started with VITRINE_TEST_HOOKS=1 (the journeys' own shop); the demo vouchers (WELCOME10 …)
 * are the seed's, listed in the README.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { AVAILABILITY, type AvailabilityName } from '../../../src/shared/domain/availability';
import type { Cart } from '../../../src/shared/domain/cart';
import type { ProductDetail, SkuOption } from '../../../src/shared/domain/product';
import type { Campaign, Promotion } from '../../../src/shared/domain/promotions';
import type { SiteUnderTest } from './site';

export interface TierDress {
  product: ProductDetail;
  /** two sizes of one colour */
  first: SkuOption;
  second: SkuOption;
  sizeName: (sku: SkuOption) => string;
  tier: Promotion;
}

export async function runningCampaigns(
  request: APIRequestContext,
  shopUrl: string,
  site: SiteUnderTest,
): Promise<Campaign[]> {
  const response = await request.get(
    `${shopUrl}/api/cart/promotions?lang=${site.language}&siteTag=${site.config.siteTag}`,
  );
  expect(response.ok(), 'GET /api/cart/promotions').toBe(true);
  return ((await response.json()) as { campaigns: Campaign[] }).campaigns;
}

/** a tier on the number of items, shared among the campaign's lines (ITEM or BASKET) */
const isItemTier = (promotion: Promotion) =>
  (promotion.discount.component === 'ITEM' || promotion.discount.component === 'BASKET') &&
  promotion.discount.tierDiscount?.tierType === 'ITEM_COUNT';

/**
 * A dress of the campaign with a buy-2 ITEM_COUNT tier that no other ITEM campaign covers (so
 * the tier is the promotion its lines get), in a colour with two sizes.
 */
export async function tierDress(
  request: APIRequestContext,
  shopUrl: string,
  site: SiteUnderTest,
): Promise<TierDress> {
  const campaigns = await runningCampaigns(request, shopUrl, site);
  const tierCampaign = campaigns.find((campaign) => campaign.promotions.some(isItemTier));
  expect(tierCampaign, 'a running campaign with an ITEM_COUNT tier (seed)').toBeTruthy();
  const tier = tierCampaign!.promotions.find(isItemTier)!;
  const otherItems = new Set(
    campaigns
      .filter((campaign) => campaign !== tierCampaign)
      .filter((campaign) => campaign.promotions.some((p) => p.discount.component === 'ITEM'))
      .flatMap((campaign) => campaign.items),
  );
  const candidates = [...tierCampaign!.items].sort(
    (a, b) => Number(otherItems.has(a)) - Number(otherItems.has(b)),
  );
  expect(candidates.length, 'the tier campaign names its dresses').toBeGreaterThan(0);
  for (const productId of candidates.slice(0, 40)) {
    const response = await request.get(
      `${shopUrl}/api/product/s/${productId}?lang=${site.language}&siteTag=${site.config.siteTag}`,
    );
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    for (const colour of product.colours) {
      const skus = product.skuOptions.filter((sku) => sku.colour === colour.slug);
      if (skus.length >= 2) {
        const sizeName = (sku: SkuOption) => {
          const size = product.sizes.find((s) => s.slug === sku.size);
          return size?.labelSize || size?.name || sku.size;
        };
        return { product, first: skus[0]!, second: skus[1]!, sizeName, tier };
      }
    }
  }
  throw new Error('no dress of the tier campaign has two sizes in one colour');
}

/** The test hook: the sku's stock and availability, as if the warehouse changed them. */
export async function setStock(
  request: APIRequestContext,
  shopUrl: string,
  sku: string,
  stock: number,
  availability: AvailabilityName,
): Promise<void> {
  // the hook takes the availability code of spec §3, as a stock feed sends it
  const response = await request.post(`${shopUrl}/__test/stock`, {
    data: { sku, stock, availability: AVAILABILITY[availability] },
  });
  expect(response.ok(), `POST /__test/stock ${sku} (VITRINE_TEST_HOOKS=1)`).toBe(true);
}

/** Whether a response body is a whole cart (every cart call answers one). */
export function isCart(body: unknown): body is Cart {
  return typeof body === 'object' && body !== null && 'cartSummary' in body;
}
