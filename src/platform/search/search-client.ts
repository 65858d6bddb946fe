/**
 * The app talks Algolia's protocol through algoliasearch, so the same code runs against the
 * local engine (site config `host: "local"` → this origin's /search, see
 * same-origin-requester.ts) or hosted Algolia (`host: null` → Algolia's default hosts for the
 * app id). Nothing here reads the page's location, so the server's render uses it too.
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '../../shared/domain/site';
import { SAME_ORIGIN_HOST, sameOriginRequester } from './same-origin-requester';

const clients = new Map<string, LiteClient>();

export function getSearchClient(config: SiteConfig): LiteClient {
  const { appId, searchKey, host } = config.integrations.algolia;
  const key = `${appId}|${searchKey}|${host === 'local' ? 'local' : 'algolia'}`;
  let client = clients.get(key);
  if (!client) {
    client =
      host === 'local'
        ? liteClient(appId, searchKey, {
            hosts: [{ url: `${SAME_ORIGIN_HOST}/search`, protocol: 'https', accept: 'readWrite' }],
            requester: sameOriginRequester,
          })
        : liteClient(appId, searchKey);
    clients.set(key, client);
  }
  return client;
}
