/**
 * The app talks Algolia's protocol through algoliasearch, so the same code runs against the
 * local engine (site config `host: "local"` → this origin's /search, see
 * same-origin-requester.ts) or hosted Algolia (`host: null` → Algolia's default hosts for the
 * app id). Nothing here reads the page's location, so the server's render uses it too.
 *
 * The client (algoliasearch and the requester, create-search-client.ts) is a chunk of its own,
 * loaded by the first query that asks the engine: a page hydrated from the server's data, or
 * restored from the persisted cache, runs no search before the shopper does something, so it
 * stays off the critical path (issue 10). A failed load (offline, before the worker cached
 * the chunk) is not remembered: the next query loads it again.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '../../shared/domain/site';

const clients = new Map<string, Promise<LiteClient>>();

export function getSearchClient(config: SiteConfig): Promise<LiteClient> {
  const { appId, searchKey, host } = config.integrations.algolia;
  const key = `${appId}|${searchKey}|${host === 'local' ? 'local' : 'algolia'}`;
  let client = clients.get(key);
  if (!client) {
    client = import('./create-search-client').then(({ createSearchClient }) =>
      createSearchClient(config),
    );
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
