/**
 * "This page isn't available offline" for pages whose data was never cached on this device.
 * Pages ask `useUnavailableOffline(query…)` and render `<OfflineUnavailable />`; what the panel
 * offers (favourites, recently viewed, cached categories) belongs to features, which platform
 * cannot import, so the app fills this slot with the panel (UnavailablePanelProvider). Without
 * a provider a plain message shows.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { ErrorState } from '../ui/error-state';
import { useOnline } from './online-status';

export interface UnavailablePanelProps {
  /** 1 when the panel is the page, 2 when it stands in for a region (a listing's results) */
  headingLevel: 1 | 2;
}

/** Renders the app's panel; a render function, so pages never create components as they render. */
export type RenderUnavailablePanel = (props: UnavailablePanelProps) => ReactNode;

const UnavailablePanelContext = createContext<RenderUnavailablePanel | null>(null);

export const UnavailablePanelProvider = UnavailablePanelContext.Provider;

/**
 * What this module reads of a page's query. Results composed of several queries may leave out
 * `isPaused` (waiting for a network: TanStack pauses queries it knows are offline) and
 * `failureCount` (attempts failed so far, while retries are still to come).
 */
export type PageDataQuery = Pick<UseQueryResult<unknown, unknown>, 'data' | 'isError' | 'refetch'> &
  Partial<Pick<UseQueryResult<unknown, unknown>, 'isPaused' | 'failureCount'>>;

/**
 * No data, and the fetch failed, waits for a network, or has failed once already: offline the
 * retries cannot succeed, so the shopper need not watch a skeleton through them.
 */
const missing = (query: PageDataQuery) =>
  query.data === undefined &&
  (query.isError || query.isPaused === true || (query.failureCount ?? 0) > 0);

/**
 * True while the browser is offline and one of the page's queries has nothing to show. When
 * the network returns the page tries again by itself: failed queries refetch at once (joining
 * any refetch TanStack started on reconnect rather than cancelling it).
 */
export function useUnavailableOffline(...queries: PageDataQuery[]): boolean {
  const online = useOnline();
  const unavailable = !online && queries.some(missing);
  const latest = useRef(queries);
  const wasUnavailable = useRef(false);
  useEffect(() => {
    latest.current = queries;
  });
  useEffect(() => {
    if (unavailable) {
      wasUnavailable.current = true;
      return;
    }
    if (!online || !wasUnavailable.current) return;
    wasUnavailable.current = false;
    for (const query of latest.current) {
      if (query.data === undefined && query.isError) void query.refetch({ cancelRefetch: false });
    }
  }, [online, unavailable]);
  return unavailable;
}

/** The offline stand-in for a page (or a region) whose data isn't on this device. */
export function OfflineUnavailable({ headingLevel }: UnavailablePanelProps) {
  const t = useT();
  const renderPanel = useContext(UnavailablePanelContext);
  if (renderPanel) return renderPanel({ headingLevel });
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={t('WEB.OFFLINE.UNAVAILABLE.TITLE')}
      description={t('WEB.OFFLINE.INDICATOR')}
    />
  );
}
