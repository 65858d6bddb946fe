import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../shared/domain/site';
import type { InsightsEvent } from '../logic/insights-mapping';
import { insightsEndpoint, sendInsights } from './send-insights';

// the real answer-reading (isQueued); noteQueued would start the outbox's replay timers
vi.mock('../../../platform/outbox', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  noteQueued: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const local = { url: '/search/1/events', headers: {} };
const event: InsightsEvent = {
  eventType: 'view',
  eventName: 'Product Viewed',
  index: 'i',
  userToken: 'anon-1',
  objectIDs: ['1-navy'],
  timestamp: 1,
};
const answer = (status: number, body: unknown = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('sendInsights', () => {
  it('posts the batch with its Idempotency-Key to the local events endpoint', async () => {
    const fetchMock = answer(200, { status: 200, message: 'OK' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendInsights(local, { key: 'k-1', events: [event] })).toBe('sent');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/search/1/events');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'idempotency-key': 'k-1' });
    expect(JSON.parse(init.body as string)).toEqual({ events: [event] });
  });

  it('a batch the worker queued is handed over; failures are retried or dropped', async () => {
    const { noteQueued } = await import('../../../platform/outbox');
    vi.stubGlobal('fetch', answer(202, { queued: true, outboxId: 'k-2' }));
    expect(await sendInsights(local, { key: 'k-2', events: [event] })).toBe('queued');
    expect(noteQueued).toHaveBeenCalled();
    vi.stubGlobal('fetch', answer(503));
    expect(await sendInsights(local, { key: 'k', events: [event] })).toBe('retry');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendInsights(local, { key: 'k', events: [event] })).toBe('retry');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(422, { message: 'bad', status: 422 }));
    expect(await sendInsights(local, { key: 'k', events: [event] })).toBe('drop');
  });

  it('hosted Algolia gets its insights host and credentials', () => {
    const config = {
      integrations: { algolia: { appId: 'APP', searchKey: 'KEY', host: null, indexPrefix: 'x' } },
    } as unknown as SiteConfig;
    expect(insightsEndpoint(config)).toEqual({
      url: 'https://insights.algolia.io/1/events',
      headers: { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'KEY' },
    });
  });
});
