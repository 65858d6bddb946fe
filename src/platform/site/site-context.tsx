import { createContext, useContext, type ReactNode } from 'react';
import type { LoadedSite } from './load-site';

const SiteContext = createContext<LoadedSite | null>(null);

export function SiteProvider({ site, children }: { site: LoadedSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The active country site: configuration, language, locale, direction and router base. */
export function useSite(): LoadedSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteProvider');
  return site;
}
