import { describe, expect, it } from 'vitest';
import { MAX_EVENTS, readInsightsEvents } from './insights-events';

const NOW = 1_800_000_000_000;
const click = {
  eventType: 'click',
  eventName: 'Product Clicked',
  index: 'gb_en',
  userToken: 'anonymous-abc_123',
  queryID: 'a'.repeat(32),
  objectIDs: ['100001-navy'],
  positions: [3],
  timestamp: NOW - 1000,
};
const read = (events: unknown[]) => readInsightsEvents({ events }, NOW);
const refused = (event: Record<string, unknown>) => () => read([{ ...click, ...event }]);

describe('insights events', () => {
  it('reads a valid click and a conversion with its details', () => {
    const [c, conversion] = read([
      click,
      {
        eventType: 'conversion',
        eventSubtype: 'purchase',
        eventName: 'Bought',
        index: 'gb_en',
        userToken: 'u',
        filters: ['brand:x'],
        value: 20,
        currency: 'GBP',
      },
    ]);
    expect(c).toMatchObject({
      eventType: 'click',
      queryID: click.queryID,
      positions: [3],
      timestamp: NOW - 1000,
    });
    expect(conversion).toMatchObject({
      filters: ['brand:x'],
      objectIDs: null,
      timestamp: NOW,
      details: { value: 20, currency: 'GBP' },
    });
  });

  it.each([
    ['unknown type', { eventType: 'hover' }],
    ['long name', { eventName: 'x'.repeat(65) }],
    ['bad token', { userToken: 'has space' }],
    ['bad queryID', { queryID: 'xyz' }],
    ['positions mismatch', { positions: [1, 2] }],
    ['click after search without positions', { positions: undefined }],
    ['both objectIDs and filters', { filters: ['a:b'] }],
    [
      'too many objects',
      {
        objectIDs: Array.from({ length: 21 }, (_, i) => `${i}`),
        positions: undefined,
        queryID: undefined,
      },
    ],
    ['too old', { timestamp: NOW - 5 * 24 * 3600 * 1000 }],
    ['missing index', { index: '' }],
  ])('refuses %s with a 422', (_name, event) => {
    expect(refused(event)).toThrow(expect.objectContaining({ status: 422 }));
  });

  it('refuses a body without events, or too many', () => {
    expect(() => readInsightsEvents({}, NOW)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => readInsightsEvents(null, NOW)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => read(Array.from({ length: MAX_EVENTS + 1 }, () => click))).toThrow(
      expect.objectContaining({ status: 422 }),
    );
  });

  it.each([
    ['an index name over 256 characters', { index: 'x'.repeat(257) }],
    ['an objectID over 512 characters', { objectIDs: ['x'.repeat(513)] }],
    ['a position beyond any page', { positions: [100_001] }],
    ['a currency that is not a code', { currency: 'pounds sterling' }],
    ['a value that is not an amount', { value: { a: 1 } }],
    ['more objectData entries than objectIDs', { objectData: [{}, {}] }],
    ['objectData over 4 KB', { objectData: [{ note: 'x'.repeat(5000) }] }],
  ])('refuses %s', (_label, event) => {
    expect(refused(event)).toThrow(/events\[0\]/);
  });

  it('keeps bounded purchase details', () => {
    const [event] = read([
      { ...click, objectData: [{ price: 10, quantity: 1 }], currency: 'EUR', value: '10.50' },
    ]);
    expect(event?.details).toEqual({
      objectData: [{ price: 10, quantity: 1 }],
      currency: 'EUR',
      value: '10.50',
    });
  });
});
