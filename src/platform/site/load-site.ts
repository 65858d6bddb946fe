/**
 * Boot data (spec §4 "App start"): the sites index, the active locale resolved from the URL,
 * the site configuration, sort options and labels. Everything here must succeed before the
 * first render; a failure is shown as the application error screen.
 */
import type { SiteConfig, SitesIndex, SortOption } from '../../shared/domain/site';
import type { ActiveLocale } from '../../shared/locale/active-locale';
import { readLocalePrefix } from '../../shared/locale/locale-url';
import {
  resolveLocale,
  type LocationParts,
  type ResolvedLocale,
} from '../../shared/locale/resolve-locale';
import { contentPaths, fetchContent } from '../content/fetch-content';
import type { Labels } from '../i18n/i18n';

/** What the app runs on: the active locale and the files of its site and language. */
export interface LoadedSite {
  /** decided once by resolveLocale; read it with useActiveLocale() */
  locale: ActiveLocale;
  sites: SitesIndex;
  config: SiteConfig;
  sortOptions: SortOption[];
  labels: Labels;
}

/** sites.json and the locale the URL resolves to against it. */
export async function loadSites(
  location: LocationParts,
): Promise<{ sites: SitesIndex; resolved: ResolvedLocale }> {
  const sites = await fetchContent<SitesIndex>(contentPaths.sites());
  return { sites, resolved: resolveLocale(location, sites) };
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
  const { folder, language } = readLocalePrefix(pathname);
  if (!folder || !language) return null;
  const files = requestSiteFiles(folder, language);
  files.catch(() => undefined); // an unused guess must not report an unhandled rejection
  return { folder, language, files };
}

export async function loadSite(
  sites: SitesIndex,
  locale: ActiveLocale,
  prefetched: SiteFilesPrefetch | null = null,
): Promise<LoadedSite> {
  const { folder } = locale.site;
  const { language } = locale;
  const guessed = prefetched?.folder === folder && prefetched.language === language;
  const [config, sortOptions, labels] = await (guessed
    ? prefetched.files
    : requestSiteFiles(folder, language));
  return { locale, sites, config, sortOptions, labels };
}
