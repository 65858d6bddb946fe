import type { SiteRuntime } from '../catalogue/types';
import { badRequest } from '../http/api-error';
import type { SiteRegistry } from './site-registry';

/** The site named by a request's siteTag; an unknown tag is the client's mistake (400). */
export function requireSite(registry: SiteRegistry, siteTag: string): SiteRuntime {
  const site = registry.bySiteTag(siteTag);
  if (!site) {
    const known = registry.all.map((candidate) => candidate.siteTag).join(', ');
    throw badRequest(`Unknown siteTag "${siteTag}" (known: ${known})`);
  }
  return site;
}
