/**
 * Search queries are POSTs, which Cache Storage cannot key. A response is stored under a
 * synthetic GET request: the query URL plus the SHA-256 of the request body, so the same
 * query (same index, text, filters, page) finds the same entry and any difference misses.
 */
import { SEARCH_DIGEST_PARAM } from '../constants';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function searchCacheKey(url: string, body: string): Promise<Request> {
  const key = new URL(url);
  key.searchParams.set(SEARCH_DIGEST_PARAM, await sha256Hex(body));
  return new Request(key.href, { method: 'GET' });
}
