/**
 * Insights events and recommendations over HTTP: events are validated and stored in
 * insights_events (a malformed batch gets Algolia's JSON 4xx and stores nothing), and the
 * recommend endpoint answers the client's `{ requests }` body.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsEvents } from '../../src/server/db/schema';
import { request } from './helpers/api';
import { startServer, type StartedServer } from './helpers/start-server';

type Hit = { objectID: string; __position?: number };
type SearchBody = { results: Array<{ hits: Hit[]; queryID?: string }> };

describe('insights and recommendations', () => {
  let server: StartedServer;
  const stored = async (userToken: string) => {
    const [row] = await server.app.db
      .select({ n: count() })
      .from(insightsEvents)
      .where(eq(insightsEvents.userToken, userToken));
    return row!.n;
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  it('stores a click on a clickAnalytics search hit', async () => {
    const search = await request<SearchBody>(`${server.url}/search/1/indexes/*/queries`, {
      method: 'POST',
      body: { requests: [{ indexName: 'vitrine_gb_en', clickAnalytics: true, hitsPerPage: 3 }] },
    });
    const { hits, queryID } = search.body.results[0]!;
    const hit = hits[1]!;
    const events = await request(`${server.url}/search/1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        events: [
          {
            eventType: 'click',
            eventName: 'Product Clicked',
            index: 'vitrine_gb_en',
            userToken: 'user-1',
            queryID,
            objectIDs: [hit.objectID],
            positions: [hit.__position],
          },
          {
            eventType: 'conversion',
            eventSubtype: 'addToCart',
            eventName: 'Added To Cart',
            index: 'vitrine_gb_en',
            userToken: 'user-1',
            objectIDs: [hit.objectID],
            objectData: [{ price: 10, quantity: 1 }],
            currency: 'GBP',
          },
        ],
      }),
    });
    expect(events).toMatchObject({ status: 200, body: { status: 200, message: 'OK' } });
    expect(await stored('user-1')).toBe(2);
    const [row] = await server.app.db
      .select()
      .from(insightsEvents)
      .where(eq(insightsEvents.eventType, 'click'));
    expect(row).toMatchObject({ queryId: queryID, positions: [2], objectIds: [hit.objectID] });
  });

  it('stores a replayed batch once per Idempotency-Key, also when replays overlap', async () => {
    const send = () =>
      request(`${server.url}/search/1/events`, {
        method: 'POST',
        headers: { 'idempotency-key': 'insights-replay-0001' },
        body: {
          events: [
            {
              eventType: 'view',
              eventName: 'Product Viewed',
              index: 'vitrine_gb_en',
              userToken: 'user-replay',
              objectIDs: ['P000001-black'],
            },
          ],
        },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await stored('user-replay')).toBe(1);
  });

  it('refuses a malformed batch whole, in Algolia JSON', async () => {
    const bad = await request<{ message: string; status: number }>(
      `${server.url}/search/1/events`,
      {
        method: 'POST',
        body: {
          events: [
            {
              eventType: 'view',
              eventName: 'ok',
              index: 'vitrine_gb_en',
              userToken: 'user-2',
              objectIDs: ['a'],
            },
            {
              eventType: 'hover',
              eventName: 'x',
              index: 'vitrine_gb_en',
              userToken: 'user-2',
              objectIDs: ['a'],
            },
          ],
        },
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      status: 422,
      code: 'UNPROCESSABLE_CONTENT',
      message: expect.stringContaining('events[1]: eventType'),
    });
    expect(await stored('user-2')).toBe(0);
    const notJson = await request(`${server.url}/search/1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{nope',
    });
    expect(notJson).toMatchObject({ status: 400, body: { status: 400 } });
    const empty = await request(`${server.url}/search/1/events`, { method: 'POST', body: {} });
    expect(empty.status).toBe(400);
  });

  it('answers recommendations for a product', async () => {
    const first = await request<SearchBody>(`${server.url}/search/1/indexes/*/queries`, {
      method: 'POST',
      body: { requests: [{ indexName: 'vitrine_gb_en', hitsPerPage: 1 }] },
    });
    const objectID = first.body.results[0]!.hits[0]!.objectID;
    const response = await request<{ results: Array<{ hits: Array<Hit & { _score: number }> }> }>(
      `${server.url}/search/1/indexes/*/recommendations`,
      {
        method: 'POST',
        body: {
          requests: [
            { indexName: 'vitrine_gb_en', model: 'related-products', objectID, threshold: 0 },
            { indexName: 'vitrine_gb_en', model: 'bought-together', objectID, threshold: 0 },
          ],
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.results).toHaveLength(2);
    expect(response.body.results[0]!.hits.length).toBeGreaterThan(0);
    const malformed = await request(`${server.url}/search/1/indexes/*/recommendations`, {
      method: 'POST',
      body: { requests: [{ indexName: 'vitrine_gb_en', model: 'nope', objectID }] },
    });
    expect(malformed).toMatchObject({ status: 400, body: { status: 400 } });
  });
});
