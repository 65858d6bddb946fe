/**
 * Search queries are POSTs, which Cache Storage cannot key. A response is stored under a
 * synthetic GET request: the query URL plus the SHA-256 of the request body, so the same
 * query (same index, text, filters, page) finds the same entry and any difference misses.
 * Parameters that differ on every call are left out of the key: algoliasearch adds a random
 * `x-algolia-request-id` to each request, which would make every answer a miss offline.
 */
import { SEARCH_DIGEST_PARAM } from '../constants';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Query parameters that name one call rather than the query (compared lower-case). */
const VOLATILE_PARAMS = new Set(['x-algolia-request-id']);

export async function searchCacheKey(url: string, body: string): Promise<Request> {
  const key = new URL(url);
  const volatile: string[] = [];
  key.searchParams.forEach((_, name) => {
    if (VOLATILE_PARAMS.has(name.toLowerCase())) volatile.push(name);
  });
  for (const name of volatile) key.searchParams.delete(name);
  key.searchParams.set(SEARCH_DIGEST_PARAM, await sha256Hex(body));
  return new Request(key.href, { method: 'GET' });
}
