/**
 * Boot data (spec §4 "App start"): the sites index, the locale resolved from the URL, the site
 * configuration, sort options and labels. Everything here must succeed before the first render;
 * a failure is shown as the application error screen.
 */
import type { SiteConfig, SiteIndexEntry, SitesIndex, SortOption } from '../../shared/domain/site';
import { intlLocale, isRtl, resolveLocale } from '../../shared/locale/path';
import { contentPaths, fetchContent } from '../content/fetch-content';
import type { Labels } from '../i18n/i18n';

export interface LoadedSite {
  sites: SitesIndex;
  entry: SiteIndexEntry;
  config: SiteConfig;
  sortOptions: SortOption[];
  labels: Labels;
  folder: string;
  language: string;
  /** Intl locale: "en-GB" */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** router base: "/gb/en" */
  base: string;
}

export type BootLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Returns the URL to replace the current one with, or null when it is already canonical. */
export async function loadSites(location: BootLocation) {
  const sites = await fetchContent<SitesIndex>(contentPaths.sites());
  const resolved = resolveLocale(location.pathname, location.search, location.hash, sites);
  return { sites, resolved };
}

export async function loadSite(
  sites: SitesIndex,
  entry: SiteIndexEntry,
  language: string,
): Promise<LoadedSite> {
  const folder = entry.folder;
  const [config, sortOptions, labels] = await Promise.all([
    fetchContent<SiteConfig>(contentPaths.config(folder)),
    fetchContent<SortOption[]>(contentPaths.sortOptions(folder)),
    fetchContent<Labels>(contentPaths.labels(folder, language)),
  ]);
  return {
    sites,
    entry,
    config,
    sortOptions,
    labels,
    folder,
    language,
    locale: intlLocale(language, config.country.code),
    dir: isRtl(language) ? 'rtl' : 'ltr',
    base: `/${folder}/${language}`,
  };
}
