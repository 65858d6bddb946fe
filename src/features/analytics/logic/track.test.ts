// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './events';
import { maskEmail } from './mask-email';
import {
  holdAnalytics,
  MAX_HELD_ANALYTICS_EVENTS,
  subscribeAnalytics,
  track,
  UnknownAnalyticsEventError,
} from './track';

afterEach(() => {
  window.dataLayer = [];
});

describe('track', () => {
  it('pushes the event with a timestamp to dataLayer and to subscribers', () => {
    const seen = vi.fn();
    const stop = subscribeAnalytics(seen);
    track({ type: 'pageNotFound', path: '/nowhere' });
    stop();
    track({ type: 'pageLoad', path: '/' });
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer?.[0]).toMatchObject({ type: 'pageNotFound', path: '/nowhere' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.calls[0]?.[0]).toMatchObject({
      type: 'pageNotFound',
      timestamp: expect.any(Number),
    });
  });

  it('rejects an unknown event type', () => {
    const bogus = { type: 'madeUp' } as unknown as AnalyticsEvent;
    expect(() => track(bogus)).toThrow(UnknownAnalyticsEventError);
    expect(window.dataLayer ?? []).toHaveLength(0);
  });

  it('masks e-mail addresses keeping three characters', () => {
    expect(track({ type: 'signIn', email: 'jane.doe@example.com' })).toMatchObject({
      email: 'jan{email}',
    });
    expect(maskEmail('ab@x.io')).toBe('ab{email}');
  });

  it('a throwing subscriber does not break the caller', () => {
    const stop = subscribeAnalytics(() => {
      throw new Error('down');
    });
    expect(() => track({ type: 'clickCart' })).not.toThrow();
    stop();
  });
});

describe('holdAnalytics', () => {
  it('hands a late listener the events tracked before it came, in order, then the new ones', () => {
    const held = holdAnalytics();
    track({ type: 'pageLoad', path: '/' });
    track({ type: 'viewProduct', productId: '9' });
    const seen: string[] = [];
    const stop = held.subscribe((event) => seen.push(event.type));
    expect(seen).toEqual(['pageLoad', 'viewProduct']);
    track({ type: 'clickCart' });
    expect(seen).toEqual(['pageLoad', 'viewProduct', 'clickCart']);
    stop();
    track({ type: 'clickCart' });
    expect(seen).toHaveLength(3);
  });

  it('forgets what it held when cleared', () => {
    const held = holdAnalytics();
    track({ type: 'pageLoad', path: '/before' });
    held.clear();
    track({ type: 'pageLoad', path: '/after' });
    const paths: unknown[] = [];
    const stop = held.subscribe((event) => paths.push('path' in event ? event.path : null));
    expect(paths).toEqual(['/after']);
    stop();
  });

  it('keeps only the newest events while the listener is missing, and nothing after cancel', () => {
    const held = holdAnalytics();
    for (let i = 0; i <= MAX_HELD_ANALYTICS_EVENTS; i++) {
      track({ type: 'pageLoad', path: `/${i}` });
    }
    held.cancel();
    track({ type: 'pageLoad', path: '/after' });
    const paths: unknown[] = [];
    held.subscribe((event) => paths.push('path' in event ? event.path : null));
    expect(paths).toHaveLength(MAX_HELD_ANALYTICS_EVENTS);
    expect(paths[0]).toBe('/1');
    expect(paths.at(-1)).toBe(`/${MAX_HELD_ANALYTICS_EVENTS}`);
  });
});
