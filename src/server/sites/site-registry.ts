/** Lookup of the known country sites by the identifiers clients send. */
import type { SiteRuntime } from '../catalogue/types';

export interface SiteRegistry {
  readonly all: readonly SiteRuntime[];
  /** by `siteTag`, the query parameter of /api calls */
  bySiteTag(siteTag: string): SiteRuntime | undefined;
  /** by `sitePublicId` (what session creation sends), accepting a siteTag as well */
  byPublicId(sitePublicId: string): SiteRuntime | undefined;
}

export function createSiteRegistry(sites: readonly SiteRuntime[]): SiteRegistry {
  const byTag = new Map(sites.map((site) => [site.siteTag, site]));
  const byPublic = new Map(
    sites.flatMap((site) => (site.sitePublicId ? [[site.sitePublicId, site] as const] : [])),
  );
  return {
    all: sites,
    bySiteTag: (siteTag) => byTag.get(siteTag),
    byPublicId: (sitePublicId) => byPublic.get(sitePublicId) ?? byTag.get(sitePublicId),
  };
}
