/**
 * The insights sender: listens to the analytics bus, turns the events that have an Algolia
 * Insights counterpart into insights events (insights-mapping) and sends them in batches
 * (insights-batcher, send-insights). A search click is remembered per product for this tab, so
 * the add to cart that follows carries the search's queryID. On sign-out or session reset the
 * unsent events and the remembered clicks are dropped and the user token is renewed.
 */
import { newOutboxKey } from '../../../platform/outbox';
import { onSessionReset } from '../../../platform/session-reset';
import { subscribeAnalytics } from './track';
import { InsightsBatcher } from './insights-batcher';
import {
  isQueryId,
  toInsightsEvent,
  type InsightsEvent,
  type SearchClick,
} from './insights-mapping';
import { sendInsights, type InsightsEndpoint } from '../api/send-insights';
import { getUserToken, renewUserToken } from '../store/user-token';

export interface InsightsSettings {
  /** the site's primary product index for the active language */
  index: string;
  countryCode: string;
  endpoint: InsightsEndpoint;
}

/** Products whose search click is remembered (the most recent ones). */
const REMEMBERED_CLICKS = 50;

/**
 * Starts sending; returns the stop (which sends what was collected). `subscribe` is the
 * analytics bus by default, or a subscription that held the events tracked while this module
 * was loading (holdAnalytics).
 */
export function startInsights(
  settings: InsightsSettings,
  subscribe: typeof subscribeAnalytics = subscribeAnalytics,
): () => void {
  const searchClicks = new Map<string, SearchClick>();
  const batcher = new InsightsBatcher<InsightsEvent>({
    send: (batch) => sendInsights(settings.endpoint, batch),
    newKey: newOutboxKey,
  });

  const stopAnalytics = subscribe((event) => {
    if (event.type === 'productClick' && isQueryId(event.queryID)) {
      searchClicks.delete(event.productId); // re-insert: newest last
      searchClicks.set(event.productId, {
        queryID: event.queryID,
        index: event.index ?? settings.index,
      });
      const oldest = searchClicks.keys().next().value;
      if (searchClicks.size > REMEMBERED_CLICKS && oldest !== undefined)
        searchClicks.delete(oldest);
    }
    const context = {
      index: settings.index,
      countryCode: settings.countryCode,
      userToken: getUserToken(),
    };
    const insights = toInsightsEvent(event, context, (productId) => searchClicks.get(productId));
    if (insights) batcher.add(insights);
  });

  const stopReset = onSessionReset(() => {
    batcher.drop();
    searchClicks.clear();
    renewUserToken();
  });

  // A tab being hidden may never come back: send now (keepalive lets the request finish).
  const onHide = () => {
    if (document.visibilityState === 'hidden') void batcher.flush();
  };
  document.addEventListener('visibilitychange', onHide);

  return () => {
    void batcher.flush();
    stopAnalytics();
    stopReset();
    document.removeEventListener('visibilitychange', onHide);
  };
}
