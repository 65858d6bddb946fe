/**
 * Maintenance (spec §4): the flag in themes/config.json is polled every five minutes; when it
 * flips either way the page reloads, so a shop coming back from maintenance opens by itself and
 * one going into it stops taking orders.
 */
import { useEffect } from 'react';
import { contentPaths, fetchContent } from '../../platform/content/fetch-content';
import type { SiteConfig } from '../../shared/domain/site';

export const MAINTENANCE_POLL_MS = 300_000;

export function useMaintenanceWatch(folder: string, inMaintenance: boolean): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      fetchContent<SiteConfig>(contentPaths.config(folder))
        .then((config) => {
          if (Boolean(config.inMaintenance) !== inMaintenance) window.location.reload();
        })
        // a failed poll changes nothing; the next one tries again (spec §8: refetch only logs)
        .catch((error: unknown) => console.warn('Maintenance check failed', error));
    }, MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [folder, inMaintenance]);
}
