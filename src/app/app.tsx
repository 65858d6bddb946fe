import type { QueryClient } from '@tanstack/react-query';
import type { LoadedSite } from '../platform/site/load-site';
import { useMaintenanceWatch } from './boot/use-maintenance-watch';
import { AppProviders } from './providers';
import { AppShell } from './shell/app-shell';
import { MaintenancePage } from './shell/maintenance-page';

/** The booted app: a site in maintenance shows only the maintenance page (spec §2). */
export function App({
  site,
  queryClient,
  ssrLocation,
}: {
  site: LoadedSite;
  queryClient?: QueryClient;
  /** the URL the server renders (see entry-server.tsx) */
  ssrLocation?: { path: string; search: string };
}) {
  useMaintenanceWatch(site.locale.site.folder, site.config.inMaintenance);
  return (
    <AppProviders site={site} queryClient={queryClient} ssrLocation={ssrLocation}>
      {site.config.inMaintenance ? <MaintenancePage /> : <AppShell />}
    </AppProviders>
  );
}
