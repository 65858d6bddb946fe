/**
 * The insights sender: listens to the analytics bus, turns the events that have an Algolia
 * Insights counterpart into insights events (insights-mapping) and sends them in batches
 * (insights-batcher, send-insights). A search click is remembered per product on this device
 * (store/product-associations.ts), so the add to cart and the purchase that follow carry the
 * search's queryID; a purchase then forgets them (spec §4: completing checkout clears the
 * listing associations). On sign-out or session reset the unsent events and the remembered
 * clicks are dropped and the user token is renewed.
 */
import { newOutboxKey } from '../../../platform/outbox';
import { onSessionReset } from '../../../platform/session-reset';
import { subscribeAnalytics } from './track';
import { InsightsBatcher } from './insights-batcher';
import {
  isQueryId,
  toInsightsEvent,
  toPurchaseEvents,
  type InsightsEvent,
} from './insights-mapping';
import { sendInsights, type InsightsEndpoint } from '../api/send-insights';
import {
  clearProductAssociations,
  rememberSearchClick,
  searchClickOf,
} from '../store/product-associations';
import { getUserToken, renewUserToken } from '../store/user-token';

export interface InsightsSettings {
  /** the site's primary product index for the active language */
  index: string;
  countryCode: string;
  endpoint: InsightsEndpoint;
}

/**
 * Starts sending; returns the stop (which sends what was collected). `subscribe` is the
 * analytics bus by default, or a subscription that held the events tracked while this module
 * was loading (holdAnalytics).
 */
export function startInsights(
  settings: InsightsSettings,
  subscribe: typeof subscribeAnalytics = subscribeAnalytics,
): () => void {
  const batcher = new InsightsBatcher<InsightsEvent>({
    send: (batch) => sendInsights(settings.endpoint, batch),
    newKey: newOutboxKey,
  });

  const stopAnalytics = subscribe((event) => {
    if (event.type === 'productClick' && isQueryId(event.queryID)) {
      rememberSearchClick(event.productId, {
        queryID: event.queryID,
        index: event.index ?? settings.index,
      });
    }
    const context = {
      index: settings.index,
      countryCode: settings.countryCode,
      userToken: getUserToken(),
    };
    if (event.type === 'purchase') {
      for (const purchase of toPurchaseEvents(event, context, searchClickOf)) batcher.add(purchase);
      clearProductAssociations();
      return;
    }
    const insights = toInsightsEvent(event, context, searchClickOf);
    if (insights) batcher.add(insights);
  });

  const stopReset = onSessionReset(() => {
    batcher.drop();
    clearProductAssociations();
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
