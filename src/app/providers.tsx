import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { ApiProvider } from '../platform/http/api-context';
import { I18nProvider } from '../platform/i18n/i18n-context';
import { createQueryClient } from '../platform/query/query-client';
import { SiteProvider } from '../platform/site/site-context';
import type { LoadedSite } from '../platform/site/load-site';
import { siteApiClient } from '../platform/site/site-api-client';

interface Props {
  site: LoadedSite;
  /** the client boot restored from the persisted cache; a fresh one when absent (tests) */
  queryClient?: QueryClient;
  children: ReactNode;
  /** the server renders one request's URL; the browser's router reads its own location */
  ssrLocation?: { path: string; search: string };
}

/**
 * Server state, the active site and locale, its labels, its api client and the router under
 * its base path: everything below reads the locale boot resolved, from context.
 */
export function AppProviders({ site, queryClient: given, children, ssrLocation }: Props) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // One client for the app's life: another language or country is a full page load.
  const [api] = useState(() => siteApiClient(site));
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider site={site}>
        <I18nProvider language={site.locale.language} labels={site.labels}>
          <ApiProvider client={api}>
            <Router
              base={site.locale.base}
              ssrPath={ssrLocation?.path}
              ssrSearch={ssrLocation?.search}
            >
              {children}
            </Router>
          </ApiProvider>
        </I18nProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
