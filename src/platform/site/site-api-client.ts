import { createApiClient, type ApiClient } from '../http/api-client';
import type { LoadedSite } from './load-site';

/**
 * The api client of a loaded site: every call is made for its site and active language. Apart
 * from load-site.ts, which only a start without a server's page needs (boot/render-shell.tsx).
 */
export function siteApiClient({ config, locale }: LoadedSite): ApiClient {
  return createApiClient({
    siteTag: config.siteTag,
    sitePublicId: config.sitePublicId,
    language: locale.language,
    identity: config.integrations.cognito.enabled ? config.integrations.cognito : undefined,
  });
}
