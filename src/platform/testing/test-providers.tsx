/**
 * Wraps a component under test in the providers boot sets up (query client, site, labels,
 * router), with an in-memory location so tests can read the URL the component navigated to.
 * Test-only: nothing in the app imports this module.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setApiContext } from '../http/api-context';
import { I18nProvider } from '../i18n/i18n-context';
import { setLabels } from '../i18n/i18n';
import { SiteProvider } from '../site/site-context';
import type { LoadedSite } from '../site/load-site';
import { testSite } from './site-fixture';

export interface TestEnvironment {
  queryClient: QueryClient;
  /** every path the app navigated to, newest last (replace overwrites the last one) */
  history: string[];
  navigate: (path: string, options?: { replace?: boolean }) => void;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export function createTestEnvironment(
  options: { path?: string; site?: LoadedSite; queryClient?: QueryClient } = {},
): TestEnvironment {
  const site = options.site ?? testSite;
  setLabels(site.language, site.labels);
  setApiContext({
    siteTag: site.config.siteTag,
    sitePublicId: site.config.sitePublicId,
    language: site.language,
  });
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
        <I18nProvider language={site.language}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </I18nProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
  return { queryClient, history: location.history, navigate: location.navigate, wrapper };
}
