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

/** The most events held for a listener that is still loading (see holdAnalytics). */
export const MAX_HELD_ANALYTICS_EVENTS = 200;

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

function deliver(listener: Listener, event: TrackedEvent): void {
  try {
    listener(event);
  } catch {
    // A failing sender must not break the shopper's action that triggered the event.
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
  for (const listener of listeners) deliver(listener, tracked);
  return tracked;
}

/** Adds a sender (insights, offline queue); returns its unsubscribe. */
export function subscribeAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A subscription made now for a listener that comes later (see holdAnalytics). */
export interface HeldAnalytics {
  /** Hands the held events to `listener`, oldest first, then every new one; returns its stop. */
  subscribe(listener: Listener): () => void;
  /** Forgets what is held so far (a session reset: those events were the previous shopper's). */
  clear(): void;
  /** Stops holding (the listener never came). */
  cancel(): void;
}

/**
 * Starts listening now for a sender that is loaded later (a chunk of its own): the events
 * tracked meanwhile (at most MAX_HELD_ANALYTICS_EVENTS, the newest kept) are held and handed
 * to it when it subscribes, so loading the sender off the critical path loses no event.
 */
export function holdAnalytics(): HeldAnalytics {
  let held: TrackedEvent[] = [];
  let target: Listener | null = null;
  const stop = subscribeAnalytics((event) => {
    if (target) return deliver(target, event);
    held.push(event);
    if (held.length > MAX_HELD_ANALYTICS_EVENTS) held.shift();
  });
  return {
    subscribe(listener) {
      target = listener;
      const early = held;
      held = [];
      for (const event of early) deliver(listener, event);
      return stop;
    },
    clear() {
      held = [];
    },
    cancel: stop,
  };
}
