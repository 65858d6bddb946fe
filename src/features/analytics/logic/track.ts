/**
 * The analytics bus: `track(event)` validates the type, masks e-mail addresses, appends the
 * event to the page's dataLayer (what a tag manager reads) and hands it to every subscriber
 * (the insights sender, the offline queue). Calls happen from handlers and effects, never render.
 */
import { ANALYTICS_EVENT_TYPES, type AnalyticsEvent } from './events';
import { maskEmail } from './mask-email';

/** What lands in dataLayer: the event plus when it happened. */
export type TrackedEvent = AnalyticsEvent & { timestamp: number };

type Listener = (event: TrackedEvent) => void;

const listeners = new Set<Listener>();

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export class UnknownAnalyticsEventError extends Error {
  constructor(type: unknown) {
    super(`Unknown analytics event type: ${String(type)}`);
    this.name = 'UnknownAnalyticsEventError';
  }
}

function sanitise(event: AnalyticsEvent): AnalyticsEvent {
  if ('email' in event && typeof event.email === 'string') {
    return { ...event, email: maskEmail(event.email) };
  }
  return event;
}

/** Records one event. Throws UnknownAnalyticsEventError for a type outside the catalogue. */
export function track(event: AnalyticsEvent): TrackedEvent {
  if (!ANALYTICS_EVENT_TYPES.has(event.type)) throw new UnknownAnalyticsEventError(event.type);
  const tracked: TrackedEvent = { ...sanitise(event), timestamp: Date.now() };
  if (typeof window !== 'undefined') {
    window.dataLayer ??= [];
    window.dataLayer.push(tracked);
  }
  for (const listener of listeners) {
    try {
      listener(tracked);
    } catch {
      // A failing sender must not break the shopper's action that triggered the event.
    }
  }
  return tracked;
}

/** Adds a sender (insights, offline queue); returns its unsubscribe. */
export function subscribeAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
