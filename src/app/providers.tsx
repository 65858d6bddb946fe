import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { I18nProvider } from '../platform/i18n/i18n-context';
import { createQueryClient } from '../platform/query/query-client';
import { SiteProvider } from '../platform/site/site-context';
import type { LoadedSite } from '../platform/site/load-site';

interface Props {
  site: LoadedSite;
  /** the client boot restored from the persisted cache; a fresh one when absent (tests) */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Server state, the active site, its language and the router under the site's base path. */
export function AppProviders({ site, queryClient: given, children }: Props) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider site={site}>
        <I18nProvider language={site.language}>
          <Router base={site.base}>{children}</Router>
        </I18nProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
