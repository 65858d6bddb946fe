/**
 * The home page's redirect to the starting navigation context (spec §2 "/": it may redirect to
 * the path of the starting navigation context when configured and different from the current
 * one). The context's path comes from navMenu.json, which the header loads anyway. The redirect
 * replaces the history entry (Back does not return to a page that only redirects) and keeps
 * the query (campaign parameters). A site without options.navigation.startingNavContext shows
 * its home page.
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServerRedirect } from '../../../platform/routing/server-response';
import { useSite } from '../../../platform/site/site-context';
import { useContentData } from '../../content';
import { startingContextPath } from '../logic/nav-context';

function withQuery(path: string, search: string): string {
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** True when the home page may show; false while the menu loads or the redirect is under way. */
export function useStartingContextRedirect(): boolean {
  const { config } = useSite();
  const startingKey = config.options.navigation.startingNavContext;
  const menu = useContentData('navMenu');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const target = menu.data ? startingContextPath(menu.data.items, startingKey, location) : null;

  useServerRedirect(target ? withQuery(target, search) : null);
  useEffect(() => {
    if (target) navigate(withQuery(target, search), { replace: true });
  }, [target, search, navigate]);

  if (!startingKey) return true;
  if (target) return false;
  // Waiting for the menu (online) beats flashing the home page; without a menu (offline and
  // never loaded, or failed) there is nowhere to go and the home page shows.
  return !(menu.isPending && !menu.isPaused);
}
