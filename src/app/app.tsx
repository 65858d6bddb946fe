import type { QueryClient } from '@tanstack/react-query';
import type { LoadedSite } from '../platform/site/load-site';
import { useMaintenanceWatch } from './boot/use-maintenance-watch';
import { AppProviders } from './providers';
import { AppShell } from './shell/app-shell';
import { MaintenancePage } from './shell/maintenance-page';

/** The booted app: a site in maintenance shows only the maintenance page (spec §2). */
export function App({ site, queryClient }: { site: LoadedSite; queryClient?: QueryClient }) {
  useMaintenanceWatch(site.locale.site.folder, site.config.inMaintenance);
  return (
    <AppProviders site={site} queryClient={queryClient}>
      {site.config.inMaintenance ? <MaintenancePage /> : <AppShell />}
    </AppProviders>
  );
}
