/**
 * What the load bench sends, built as the app builds it and with the headers a browser adds:
 * a product detail GET, the listing page's multi-query (listingQueries, the app's own code,
 * sent as algoliasearch sends it: text/plain with the app id and key in the query string) and
 * add-to-cart POSTs with a shopping session. Every request is a same-origin fetch
 * (Sec-Fetch-Site, Origin), so the cross-site rule lets it through as it lets the app.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listingQueries } from '../../../src/features/catalogue/logic/listing-queries';
import { listingRankingParams } from '../../../src/features/catalogue/logic/listing-ranking';
import { listingRuleContext } from '../../../src/features/catalogue/logic/rule-context';
import { API, SESSION_HEADER } from '../../../src/shared/api/paths';
import { HITS_PER_PAGE } from '../../../src/shared/constants';
import type { PromotionsResponse } from '../../../src/shared/api/promotions';
import type { ProductHit } from '../../../src/shared/domain/product';
import type { SiteConfig } from '../../../src/shared/domain/site';
import { siteIndexName } from '../../../src/shared/search/index-names';

export const LANGUAGE = 'en';
export const config = JSON.parse(
  readFileSync(resolve('public/gb/themes/config.json'), 'utf8'),
) as SiteConfig;
const index = siteIndexName(config, LANGUAGE);
export const siteQuery = `lang=${LANGUAGE}&siteTag=${encodeURIComponent(config.siteTag)}`;

/** The headers of a same-origin fetch from the shop's own page. */
export function browserHeaders(url: string): Record<string, string> {
  return { origin: url, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
}

export const searchPath = (() => {
  const { appId, searchKey } = config.integrations.algolia;
  const params = new URLSearchParams({
    'x-algolia-agent': 'Algolia for JavaScript (5.64.0); Lite (5.64.0); Browser',
    'x-algolia-api-key': searchKey,
    'x-algolia-application-id': appId,
  });
  return `/search/1/indexes/*/queries?${params.toString()}`;
})();

/** Products of the shop's first listing page (its hits), found through the search API. */
export async function listedProducts(url: string, count: number): Promise<ProductHit[]> {
  const response = await fetch(`${url}${searchPath}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...browserHeaders(url) },
    body: JSON.stringify({ requests: [{ indexName: index, hitsPerPage: count, distinct: true }] }),
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const { results } = (await response.json()) as { results: Array<{ hits: ProductHit[] }> };
  const hits = results[0]?.hits ?? [];
  if (hits.length === 0) throw new Error('the shop lists no products');
  return hits;
}

export const productPath = (productId: string) =>
  `/api/product/s/${encodeURIComponent(productId)}?${siteQuery}`;

/** The first page of a category listing, with every facet counted, as the app asks it. */
export function listingBody(categoryPageId: string, facetAttributes: Record<string, string>) {
  const baseFilters = { categoryPageIds: [categoryPageId] };
  const requests = listingQueries({
    indexName: index,
    baseFilters,
    selection: {},
    facetAttributes,
    query: '',
    offset: 0,
    length: HITS_PER_PAGE,
    ruleContexts: [listingRuleContext({ path: `/${categoryPageId.replaceAll('-', '/')}` })],
    ranking: listingRankingParams({ filters: baseFilters, featuredProductIds: [] }),
  });
  return JSON.stringify({ requests });
}

/** The listing's facets as the app reads them: the site's filter definitions. */
export async function facetAttributes(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/filters/s/ALL?${siteQuery}`);
  if (!response.ok) throw new Error(`filters answered ${response.status}`);
  const { hits } = (await response.json()) as { hits: Array<{ name: string; attribute: string }> };
  return Object.fromEntries(hits.map((d) => [d.name, d.attribute]));
}

export const cartPath = `${API.cart}?${siteQuery}`;

/** POST /api/cart/recreateCart: the cart shared as `publicId`, rebuilt in the caller's session. */
export const recreateCartPath = (publicId: string) =>
  `${API.recreateCart}?${siteQuery}&cartPublicId=${encodeURIComponent(publicId)}`;

/** The campaigns running on the site now, as the app reads them. */
export async function runningCampaigns(url: string): Promise<PromotionsResponse> {
  const response = await fetch(`${url}${API.cartPromotions}?${siteQuery}`);
  if (!response.ok) throw new Error(`promotions answered ${response.status}`);
  return (await response.json()) as PromotionsResponse;
}

/** The skus the running campaigns give away: never sold alone (409 SECONDARY_VARIANT). */
export async function giftSkus(url: string): Promise<Set<string>> {
  const { campaigns } = await runningCampaigns(url);
  return new Set(
    campaigns.flatMap((campaign) =>
      campaign.promotions.flatMap((promotion) => (promotion.gift ? [promotion.gift.sku] : [])),
    ),
  );
}

/** A new shopping session, as the app opens one. */
export async function openSession(url: string): Promise<string> {
  const response = await fetch(`${url}${API.basicSession}?${siteQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...browserHeaders(url) },
    body: JSON.stringify({ language: LANGUAGE, sitePublicId: config.sitePublicId }),
  });
  const id = response.headers.get(SESSION_HEADER);
  if (response.status !== 201 || !id) throw new Error(`session: ${response.status}`);
  return id;
}
