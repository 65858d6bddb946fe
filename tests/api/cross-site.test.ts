/**
 * Cross-site writes (DESIGN §5, src/server/http/cross-site.ts): a state-changing request from
 * another site's page is refused with 403 CROSS_SITE_REQUEST and stores nothing — including the
 * text/plain post that needs no CORS preflight — while the shop's own pages, requests without
 * browser headers and Algolia's read-only search POSTs pass.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { insightsEvents } from '../../src/server/db/schema';
import { request } from './helpers/api';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let gb: SiteRuntime;

beforeAll(async () => {
  server = await startServer();
  gb = server.app.sites.all.find((site) => site.folder === 'gb') ?? server.app.sites.all[0]!;
});
afterAll(() => server?.close());

const event = (userToken: string, index = 'vitrine_gb_en') => ({
  events: [{ eventType: 'view', eventName: 'Viewed', index, userToken, objectIDs: ['p-1'] }],
});

async function storedEvents(userToken: string): Promise<number> {
  const [row] = await server.app.db
    .select({ n: count() })
    .from(insightsEvents)
    .where(eq(insightsEvents.userToken, userToken));
  return row!.n;
}

const sessionBody = () => ({ language: gb.defaultLanguage, sitePublicId: gb.sitePublicId });
const ownOrigin = () => server.url;

describe('cross-site requests', () => {
  it('refuses a cross-site text/plain insights post and stores nothing', async () => {
    const response = await request(`${server.url}/search/1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify(event('cross-site-1')),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
    expect(await storedEvents('cross-site-1')).toBe(0);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another host', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    [
      'Sec-Fetch-Site: cross-site even with a matching Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1' },
    ],
  ])('refuses session creation with %s', async (_label, headers) => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      headers,
      body: sessionBody(),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 403, code: 'CROSS_SITE_REQUEST' });
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['the shop\u2019s own Origin', () => ({ origin: ownOrigin() })],
    ['neither header (curl, another server)', () => ({})],
  ])('accepts a write with %s', async (_label, headers) => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      headers: headers(),
      body: sessionBody(),
    });
    expect(response.status).toBe(201);
  });

  it('stores a same-origin insights post', async () => {
    const response = await request(`${server.url}/search/1/events`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', origin: ownOrigin() },
      body: event('same-origin-1'),
    });
    expect(response.status).toBe(200);
    expect(await storedEvents('same-origin-1')).toBe(1);
  });

  it('lets other sites read: GETs and Algolia\u2019s search POSTs', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' };
    const search = await request(`${server.url}/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: 'vitrine_gb_en', hitsPerPage: 1 }] }),
    });
    expect(search.status).toBe(200);
    const filters = await fetch(
      `${server.url}/api/filters/s/ALL?lang=${gb.defaultLanguage}&siteTag=${gb.siteTag}`,
      { headers },
    );
    expect(filters.status).toBe(200);
  });

  it('lets another site open the provider’s Alipay page, not answer it', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://shop.elsewhere.example' };
    const paid = await request<{ action: { data: { paymentId: string } } }>(
      `${server.url}/pay/v1/payments`,
      {
        method: 'POST',
        body: {
          reference: 'CROSS-SITE-ALIPAY',
          amount: { value: 100, currency: 'GBP' },
          paymentMethod: { type: 'alipay' },
          returnUrl: 'https://shop.elsewhere.example/gb/en/complete',
        },
      },
    );
    const { paymentId } = paid.body.action.data;
    const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };
    const opened = await fetch(`${server.url}/pay/v1/alipay`, {
      method: 'POST',
      headers: form,
      body: `paymentId=${paymentId}`,
    });
    expect(opened.status).toBe(200);
    const answered = await fetch(`${server.url}/pay/v1/alipay/${paymentId}`, {
      method: 'POST',
      headers: form,
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(answered.status).toBe(403);
  });

  it('bounds every insights field: a 900 KB index name is refused, nothing stored', async () => {
    const response = await request(`${server.url}/search/1/events`, {
      method: 'POST',
      body: event('huge-index-1', 'x'.repeat(900_000)),
    });
    expect(response.status).toBe(422);
    expect(await storedEvents('huge-index-1')).toBe(0);
  });
});
