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

/** The three files every page of a site language needs before the first render. */
type SiteFiles = Promise<[SiteConfig, SortOption[], Labels]>;

/** Files requested before sites.json confirmed which site and language the URL opens. */
export interface SiteFilesPrefetch {
  folder: string;
  language: string;
  files: SiteFiles;
}

function requestSiteFiles(folder: string, language: string): SiteFiles {
  return Promise.all([
    fetchContent<SiteConfig>(contentPaths.config(folder)),
    fetchContent<SortOption[]>(contentPaths.sortOptions(folder)),
    fetchContent<Labels>(contentPaths.labels(folder, language)),
  ]);
}

/**
 * Starts loading the site files of the folder and language a canonical URL ("/gb/en/…")
 * names, alongside sites.json instead of after it (one round trip less on every start).
 * Returns null when the URL names none; a wrong guess is simply not used by loadSite.
 */
export function prefetchSiteFiles(pathname: string): SiteFilesPrefetch | null {
  const [folder, language] = pathname.split('/').filter(Boolean);
  if (
    !folder ||
    !language ||
    !/^[a-z]{2}$/.test(folder) ||
    !/^[a-z]{2}(-[a-z]{2,4})?$/.test(language)
  ) {
    return null;
  }
  const files = requestSiteFiles(folder, language);
  files.catch(() => undefined); // an unused guess must not report an unhandled rejection
  return { folder, language, files };
}

export async function loadSite(
  sites: SitesIndex,
  entry: SiteIndexEntry,
  language: string,
  prefetched: SiteFilesPrefetch | null = null,
): Promise<LoadedSite> {
  const folder = entry.folder;
  const guessed = prefetched?.folder === folder && prefetched.language === language;
  const [config, sortOptions, labels] = await (guessed
    ? prefetched.files
    : requestSiteFiles(folder, language));
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
