import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServerRedirect } from '../../../platform/routing/server-response';
import { track } from '../../analytics';
import { findRedirect } from '../logic/find-redirect';
import { useRedirects } from '../api/get-redirects';

export type SoftNotFoundState = 'checking' | 'redirecting' | 'not-found';

/**
 * Spec §2: before the soft 404 renders, the configured redirects map is checked and a match
 * replaces the URL (the old one should not stay in history); otherwise a page-not-found event
 * is reported once per path. A redirects file that fails to load counts as no match.
 */
export function useSoftNotFound(): SoftNotFoundState {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const redirects = useRedirects();
  const location = search ? `${pathname}?${search}` : pathname;
  const target = redirects.data ? findRedirect(redirects.data, location) : null;
  const state: SoftNotFoundState = redirects.isPending
    ? 'checking'
    : target
      ? 'redirecting'
      : 'not-found';

  // the server answers a configured redirect with 301 before any page is sent
  useServerRedirect(target, 301);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (state !== 'not-found' || reported.current === pathname) return;
    reported.current = pathname;
    track({ type: 'pageNotFound', path: pathname, referrer: document.referrer || undefined });
  }, [state, pathname]);

  return state;
}
