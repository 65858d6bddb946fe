/**
 * Sends one batch of insights events. With the local search engine (site config host
 * "local") the batch goes to this origin's POST /search/1/events, which the service worker
 * routes through its outbox: offline it is queued (202 `{ queued, outboxId }`) and replayed
 * later with the same Idempotency-Key, and the server stores each key once. With hosted
 * Algolia it goes to Algolia's insights host with the app id and search key.
 */
import { isQueued, noteQueued } from '../../../platform/outbox';
import { API, IDEMPOTENCY_HEADER } from '../../../shared/api/paths';
import type { SiteConfig } from '../../../shared/domain/site';
import type { Batch, SendOutcome } from '../logic/insights-batcher';
import type { InsightsEvent } from '../logic/insights-mapping';

const HOSTED_INSIGHTS_URL = 'https://insights.algolia.io/1/events';
/** keepalive lets a batch outlive the page (sent on hide); browsers cap its body at 64 KiB */
const KEEPALIVE_MAX_BYTES = 60_000;

export interface InsightsEndpoint {
  url: string;
  headers: Record<string, string>;
}

export function insightsEndpoint(config: SiteConfig): InsightsEndpoint {
  const { appId, searchKey, host } = config.integrations.algolia;
  return host === 'local'
    ? { url: API.insightsEvents, headers: {} }
    : {
        url: HOSTED_INSIGHTS_URL,
        headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey },
      };
}

function isRetryable(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

export async function sendInsights(
  endpoint: InsightsEndpoint,
  batch: Batch<InsightsEvent>,
): Promise<SendOutcome> {
  const body = JSON.stringify({ events: batch.events });
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: batch.key,
        ...endpoint.headers,
      },
      body,
      keepalive: new TextEncoder().encode(body).length < KEEPALIVE_MAX_BYTES,
    });
  } catch {
    return 'retry'; // no worker to queue it, and no network: the same batch goes again later
  }
  if (response.status === 202) {
    const answer: unknown = await response.json().catch(() => null);
    if (isQueued(answer)) {
      noteQueued(); // the worker holds it now and replays it when the shop answers
      return 'queued';
    }
  }
  if (response.ok) return 'sent';
  if (isRetryable(response.status)) return 'retry';
  console.warn('Insights batch refused', response.status);
  return 'drop';
}
