/**
 * The listing order the app shows on the demo catalogue: the search routes over the engine
 * built from the default seed (the catalogue `npm start` seeds) and the sites and sort options
 * in public/, asked through algoliasearch's lite client exactly as the listing page asks (its
 * multi-query with the listing's ranking parameters). No database: the order depends only on
 * the catalogue, the sites and the request.
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { ListingQuery } from '../../../src/features/catalogue/logic/listing-queries';
import { createSearchService, readSortOptions, searchRoutes } from '../../../src/server/search';
import { generateCatalogue } from '../../../src/server/seed/generate-catalogue';
import { loadSites } from '../../../src/server/sites/load-sites';
import type { ProductHit } from '../../../src/shared/domain/product';

/** One listing page as the app opens it, and the first product ids it showed. */
export interface ListingOrderCase {
  name: string;
  language: string;
  /** the sort option's index: "" (best match) or a replica suffix */
  sortIndex: string;
  filters: Record<string, string[]>;
  featuredProductIds: string[];
  query: string;
  ruleContext: string;
  nbHits: number;
  productIds: string[];
}

/** The demo site with two languages, one of them right-to-left. */
export const ORDER_SITE = { folder: 'ae', indexPrefix: 'vitrine_ae' } as const;
/** Products kept per case: page 1 shows 120, the first 60 decide what a shopper sees. */
export const ORDER_LENGTH = 60;

export interface OrderServer {
  client: LiteClient;
  close(): Promise<void>;
}

export async function startOrderServer(): Promise<OrderServer> {
  const publicDir = resolve('public');
  const sites = await loadSites(publicDir);
  const sortOptions = Object.fromEntries(
    sites.map((site) => [site.folder, readSortOptions(site.folder, publicDir)]),
  );
  const app: FastifyInstance = Fastify();
  await app.register(searchRoutes, {
    service: createSearchService(generateCatalogue(), sites, sortOptions),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = liteClient('local', 'local-search-key', {
    hosts: [{ url: `127.0.0.1:${port}/search`, protocol: 'http', accept: 'readWrite' }],
  });
  return { client, close: () => app.close() };
}

/** The first ORDER_LENGTH product ids and the hit count of a listing's main query. */
export async function listingOrder(
  client: LiteClient,
  queries: readonly ListingQuery[],
): Promise<{ nbHits: number; productIds: string[] }> {
  const { results } = await client.searchForHits<ProductHit>({ requests: [...queries] });
  const main = results[0]!;
  return {
    nbHits: main.nbHits ?? 0,
    productIds: main.hits.slice(0, ORDER_LENGTH).map((hit) => hit.productId),
  };
}
