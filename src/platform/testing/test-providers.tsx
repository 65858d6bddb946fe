/**
 * Wraps a component under test in the providers boot sets up (query client, site, labels,
 * router), with an in-memory location so tests can read the URL the component navigated to.
 * Test-only: nothing in the app imports this module.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../http/api-client';
import { ApiProvider } from '../http/api-context';
import { I18nProvider } from '../i18n/i18n-context';
import { SiteProvider } from '../site/site-context';
import type { LoadedSite } from '../site/load-site';
import { siteApiClient } from '../site/site-api-client';
import { testSite } from './site-fixture';

export interface TestEnvironment {
  queryClient: QueryClient;
  /** the api client the components under test call through (the test site's scope) */
  api: ApiClient;
  /** every path the app navigated to, newest last (replace overwrites the last one) */
  history: string[];
  navigate: (path: string, options?: { replace?: boolean }) => void;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export function createTestEnvironment(
  options: { path?: string; site?: LoadedSite; queryClient?: QueryClient } = {},
): TestEnvironment {
  const site = options.site ?? testSite;
  const api = siteApiClient(site);
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: {
        queries: { retry: false, staleTime: Infinity },
        mutations: { retry: false },
      },
    });
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SiteProvider site={site}>
        <I18nProvider language={site.locale.language} labels={site.labels}>
          <ApiProvider client={api}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {children}
            </Router>
          </ApiProvider>
        </I18nProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
  return { queryClient, api, history: location.history, navigate: location.navigate, wrapper };
}
