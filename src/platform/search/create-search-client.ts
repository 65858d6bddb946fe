/**
 * Makes the algoliasearch client of a site's search settings (search-client.ts loads this
 * module, with the library, on the first query).
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '../../shared/domain/site';
import { SAME_ORIGIN_HOST, sameOriginRequester } from './same-origin-requester';

export function createSearchClient(config: SiteConfig): LiteClient {
  const { appId, searchKey, host } = config.integrations.algolia;
  return host === 'local'
    ? liteClient(appId, searchKey, {
        hosts: [{ url: `${SAME_ORIGIN_HOST}/search`, protocol: 'https', accept: 'readWrite' }],
        requester: sameOriginRequester,
      })
    : liteClient(appId, searchKey);
}
