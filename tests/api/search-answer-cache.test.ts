/**
 * Identical searches are answered from the answer cache: the cached answer is the fresh one
 * byte for byte except its clickAnalytics queryID, which is new for every request (in the
 * envelope and in every hit); a catalogue change empties the cache, so the next answer shows
 * it; a request with a userToken is never served a shared answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skus } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { AVAILABILITY } from '../../src/shared/domain/availability';
import { request } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

interface Answer {
  queryID?: string;
  processingTimeMS: number;
  hits: Array<{ objectID: string; availability?: string; __queryID?: string }>;
}

let server: StartedServer;
let fixtures: Fixtures;
let gb: SiteRuntime;
let indexName: string;

beforeAll(async () => {
  server = await startServer();
  fixtures = await loadFixtures(server.app);
  gb = fixtures.site('gb');
  indexName = `${gb.indexPrefix}_${gb.defaultLanguage}`;
});
afterAll(() => server?.close());

async function search(params: Record<string, unknown>): Promise<Answer> {
  const response = await request<{ results: Answer[] }>(
    `${server.url}/search/1/indexes/*/queries`,
    {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName, ...params }] }),
    },
  );
  expect(response.status).toBe(200);
  return response.body.results[0]!;
}

/** An answer without what differs between two requests by design. */
function comparable(answer: Answer) {
  return JSON.parse(
    JSON.stringify({ ...answer, processingTimeMS: 0 }).replaceAll(answer.queryID ?? '\0', 'ID'),
  ) as unknown;
}

describe('the search answer cache', () => {
  const listing = {
    query: '',
    hitsPerPage: 24,
    facets: ['brand.name', 'sizes'],
    clickAnalytics: true,
    analyticsTags: ['answer-cache-test'],
  };

  it('answers an identical search with the fresh answer and a new queryID', async () => {
    const first = await search(listing);
    const second = await search(listing);
    expect(second.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(second.queryID).not.toBe(first.queryID);
    expect(second.hits.every((hit) => hit.__queryID === second.queryID)).toBe(true);
    expect(comparable(second)).toEqual(comparable(first));
    // the engine's own answer, built without the cache
    const fresh = server.app.searchService.search(indexName, listing) as unknown as Answer;
    expect(comparable(second)).toEqual(comparable(fresh));
  });

  it('shows a catalogue change in the next identical search', async () => {
    const { product, colour } = fixtures.stocked(10, 6);
    const variant = product.variants.find((v) => v.colour.slug === colour)!;
    const params = {
      query: '',
      hitsPerPage: 1000,
      attributesToRetrieve: ['objectID', 'availability'],
      analyticsTags: ['answer-cache-change'],
    };
    const shown = async () =>
      (await search(params)).hits.find((hit) => hit.objectID === variant.id)?.availability;
    expect(await shown()).toBe('available');
    expect(await shown()).toBe('available');
    await server.app.db
      .update(skus)
      .set({ availability: AVAILABILITY.discontinued })
      .where(eq(skus.variantId, variant.id));
    // The change is notified; refreshing now waits for that reload, or makes it.
    await server.app.catalogue.refresh();
    expect(await shown()).toBe('discontinued');
  });

  it('does not share the answer of a request with a userToken', async () => {
    const personal = { ...listing, userToken: 'shopper-1' };
    const first = await search(personal);
    const second = await search(personal);
    expect(second.queryID).not.toBe(first.queryID);
    expect(comparable(second)).toEqual(comparable(first));
  });
});
