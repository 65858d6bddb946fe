/**
 * Rate-limit counts are kept in memory and written to the shared table in batches: with a
 * limit of 1,000 searches a minute, hits are answered without a statement each, and after the
 * instance's flush the table holds every one of them (none lost, none counted twice).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../src/server/db/schema';
import { request } from './helpers/api';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;

beforeAll(async () => {
  server = await startServer({
    rateLimits: { sessions: 0, search: 1000, events: 0, writes: 0, orderLookup: 0 },
    trustProxy: '127.0.0.1',
  });
});
afterAll(() => server?.close());

const search = (client: string) =>
  request(`${server.url}/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-forwarded-for': client, 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName: 'vitrine_gb_en', query: 'dress' }] }),
  });

describe('batched rate-limit counts', () => {
  it('writes every hit to the shared table at the flush', async () => {
    const responses = await Promise.all(Array.from({ length: 25 }, () => search('10.0.9.1')));
    expect(responses.map((response) => response.status)).toEqual(Array(25).fill(200));
    await server.app.rateLimitCounts.flush();
    const [row] = await server.app.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'search|10.0.9.1'));
    expect(row?.hits).toBe(25);
  });
});
