/**
 * `npm run bench:bounded-search`: proves one search request cannot stall the shop (DESIGN.md
 * §5). It starts the real server on a fresh PGlite directory, its rate limits raised as the
 * load bench's are so the searches run for the whole time (load/bench-shop.ts), or uses SHOP_URL;
 * finds the worst search the budget still allows — as many of Algolia's largest queries
 * (facets "*", 1,000 hits, 1,000 values a facet) as one multi-query may hold before its 400 —
 * and sends it without pause on SEARCH_CONNECTIONS connections while product GETs run on
 * PRODUCT_CONNECTIONS. It prints both latency profiles and fails when product GET p99 exceeds
 * 100 ms. Bounded: DURATION seconds (default 10) of load, then everything stops.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteIndexName } from '../../src/shared/search/index-names';
import type { SiteConfig } from '../../src/shared/domain/site';
import { startBenchShop, type Shop } from './load/bench-shop';

const PRODUCT_P99_LIMIT_MS = 100;
const DURATION = Number(process.env.DURATION ?? 10);
const PRODUCT_CONNECTIONS = Number(process.env.PRODUCT_CONNECTIONS ?? 10);
const SEARCH_CONNECTIONS = Number(process.env.SEARCH_CONNECTIONS ?? 2);
const PORT = Number(process.env.PORT ?? 8097);
const LANGUAGE = 'en';

const config = JSON.parse(
  readFileSync(resolve('public/gb/themes/config.json'), 'utf8'),
) as SiteConfig;
const index = siteIndexName(config, LANGUAGE);
const largest = { indexName: index, facets: ['*'], hitsPerPage: 1000, maxValuesPerFacet: 1000 };

async function startShop(): Promise<Shop> {
  if (process.env.SHOP_URL) return { url: process.env.SHOP_URL, stop: async () => {} };
  return startBenchShop(PORT);
}

async function search(url: string, requests: unknown[]) {
  const response = await fetch(`${url}/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The most of the largest queries one request may carry, and that body. */
async function worstAllowed(url: string): Promise<{ queries: number; body: string }> {
  let queries = 0;
  while (queries < 50 && (await search(url, Array(queries + 1).fill(largest))).status === 200)
    queries++;
  if (queries === 0) throw new Error('not even one of the largest queries is allowed');
  return { queries, body: JSON.stringify({ requests: Array(queries).fill(largest) }) };
}

async function productPath(url: string): Promise<string> {
  const { body } = await search(url, [{ indexName: index, hitsPerPage: 1 }]);
  const [first] = (body.results as Array<{ hits: Array<{ productId: string }> }>)[0]!.hits;
  return `/api/product/s/${first!.productId}?lang=${LANGUAGE}&siteTag=${config.siteTag}`;
}

function row(name: string, result: autocannon.Result): string {
  const { latency, requests, non2xx, errors } = result;
  return `${name.padEnd(22)} ${String(Math.round(requests.average)).padStart(8)} ${String(latency.p50).padStart(7)} ${String(latency.p99).padStart(7)} ${String(non2xx + errors).padStart(7)}`;
}

const shop = await startShop();
try {
  const worst = await worstAllowed(shop.url);
  const path = await productPath(shop.url);
  const searching = autocannon({
    url: `${shop.url}/search/1/indexes/*/queries`,
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: worst.body,
    connections: SEARCH_CONNECTIONS,
    duration: DURATION,
  });
  const products = autocannon({
    url: `${shop.url}${path}`,
    connections: PRODUCT_CONNECTIONS,
    duration: DURATION,
  });
  const [searchResult, productResult] = await Promise.all([searching, products]);
  console.log(`worst allowed search: ${worst.queries} × the largest query in one request`);
  console.log(
    `${'request'.padEnd(22)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)}`,
  );
  console.log(row('worst allowed search', searchResult));
  console.log(row('product GET', productResult));
  const ok = productResult.latency.p99 <= PRODUCT_P99_LIMIT_MS && productResult.non2xx === 0;
  console.log(ok ? 'OK' : `FAIL: product GET p99 must stay ≤ ${PRODUCT_P99_LIMIT_MS} ms`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await shop.stop();
}
