import { describe, expect, it } from 'vitest';
import {
  entriesFor,
  parseRecentlyViewed,
  recordView,
  RECENTLY_VIEWED_LIMIT,
  serialiseRecentlyViewed,
  type RecentlyViewedEntry,
} from './recently-viewed-list';

function entry(productId: string, extra: Partial<RecentlyViewedEntry> = {}): RecentlyViewedEntry {
  return {
    site: '/gb/en',
    productId,
    variantId: `${productId}-navy`,
    name: `Product ${productId}`,
    brand: 'Atelier',
    image: `/media/${productId}.svg`,
    path: `/product/p/${productId}?color=navy`,
    viewedAt: 1,
    ...extra,
  };
}

const ids = (items: RecentlyViewedEntry[]) => items.map((item) => item.productId);

describe('recordView', () => {
  it('puts the viewed product first', () => {
    expect(ids(recordView([entry('a'), entry('b')], entry('c')))).toEqual(['c', 'a', 'b']);
  });

  it('moves an already viewed product to the front instead of listing it twice', () => {
    const again = entry('b', { variantId: 'b-red', viewedAt: 2 });
    const next = recordView([entry('a'), entry('b'), entry('c')], again);
    expect(ids(next)).toEqual(['b', 'a', 'c']);
    expect(next[0]).toEqual(again); // the snapshot is refreshed (the colour viewed last)
  });

  it(`keeps the newest ${RECENTLY_VIEWED_LIMIT} of a site`, () => {
    let items: RecentlyViewedEntry[] = [];
    for (let i = 0; i < 25; i++) items = recordView(items, entry(`p${i}`));
    expect(items).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(items[0]?.productId).toBe('p24');
    expect(items.at(-1)?.productId).toBe('p5');
  });

  it('keeps each site apart: the same id on two sites is two entries, trimmed per site', () => {
    let items: RecentlyViewedEntry[] = [];
    for (let i = 0; i < 3; i++) items = recordView(items, entry(`p${i}`), 2);
    items = recordView(items, entry('p0', { site: '/fr/fr' }), 2);
    expect(items.map((item) => `${item.site}:${item.productId}`)).toEqual([
      '/fr/fr:p0',
      '/gb/en:p2',
      '/gb/en:p1',
    ]);
  });
});

describe('entriesFor', () => {
  it("lists one site's entries without the product on screen", () => {
    const items = [entry('a'), entry('b', { site: '/fr/fr' }), entry('c')];
    expect(ids(entriesFor(items, '/gb/en', 'a'))).toEqual(['c']);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was written', () => {
    const items = [entry('a'), entry('b')];
    expect(parseRecentlyViewed(serialiseRecentlyViewed(items))).toEqual(items);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a bare list (no version)', JSON.stringify([entry('a')])],
    ['another version', JSON.stringify({ version: 99, items: [entry('a')] })],
    ['items not a list', JSON.stringify({ version: 1, items: 'a' })],
    ['null', 'null'],
  ])('reads %s as an empty list', (_, raw) => {
    expect(parseRecentlyViewed(raw)).toEqual([]);
  });

  it('drops malformed entries and duplicates, keeps the good ones', () => {
    const raw = JSON.stringify({
      version: 1,
      items: [
        entry('a'),
        { ...entry('b'), name: 42 },
        { ...entry('c'), path: 'https://elsewhere.example/x' },
        null,
        entry('a', { viewedAt: 0 }),
        entry('d'),
      ],
    });
    expect(ids(parseRecentlyViewed(raw))).toEqual(['a', 'd']);
  });
});
