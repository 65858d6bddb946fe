/**
 * The app talks Algolia's protocol through algoliasearch, so the same code runs against the
 * local engine (site config `host: "local"` → this origin's /search) or hosted Algolia
 * (`host: null` → Algolia's default hosts for the app id).
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SiteConfig } from '../../shared/domain/site';

const clients = new Map<string, LiteClient>();

export function getSearchClient(config: SiteConfig): LiteClient {
  const { appId, searchKey, host } = config.integrations.algolia;
  const origin = host === 'local' ? `${location.protocol}//${location.host}` : 'algolia';
  const key = `${appId}|${origin}`;
  let client = clients.get(key);
  if (!client) {
    client =
      host === 'local'
        ? liteClient(appId, searchKey, {
            hosts: [
              {
                url: `${location.host}/search`,
                protocol: location.protocol === 'https:' ? 'https' : 'http',
                accept: 'readWrite',
              },
            ],
          })
        : liteClient(appId, searchKey);
    clients.set(key, client);
  }
  return client;
}
