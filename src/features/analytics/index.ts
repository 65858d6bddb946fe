/**
 * Analytics feature: a thin typed event bus. Features call `track(event)`; events go to the
 * page's dataLayer and to subscribers such as the insights sender (Algolia Insights events,
 * batched, through the outbox), which the app shell starts with `useInsights()`.
 */
export {
  track,
  subscribeAnalytics,
  UnknownAnalyticsEventError,
  type TrackedEvent,
} from './logic/track';
export {
  ANALYTICS_EVENT_TYPES,
  type AnalyticsEvent,
  type AnalyticsEventType,
  type PurchasedItem,
} from './logic/events';
export { maskEmail } from './logic/mask-email';
export { useInsights, useTrackProductView } from './hooks/use-insights';
export type { InsightsEvent } from './logic/insights-mapping';
