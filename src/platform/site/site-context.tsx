import { createContext, useContext, type ReactNode } from 'react';
import type { ActiveLocale } from '../../shared/locale/active-locale';
import type { LoadedSite } from './load-site';

const SiteContext = createContext<LoadedSite | null>(null);

export function SiteProvider({ site, children }: { site: LoadedSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The active country site's files: sites index, configuration, sort options, labels. */
export function useSite(): LoadedSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteProvider');
  return site;
}

/**
 * The active locale (site entry, country, language, direction, router base, Intl locale), as
 * boot resolved it from the URL (src/shared/locale/resolve-locale.ts). The one way components
 * learn the language.
 */
export function useActiveLocale(): ActiveLocale {
  return useSite().locale;
}
