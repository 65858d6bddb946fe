/**
 * Where rule banners go in a listing (spec §9 "Listing offset"): each banner belongs to a page
 * (1-based, default the first) and takes one grid slot at its position there, so that page
 * holds one product fewer. This module counts banners per page (for pageWindow), counts the
 * pages the products then need, and interleaves one page's banners with its products.
 */
import type { SearchBanner } from './search-rules';

/** Banners on each page, by 0-based page index (what pageWindow takes). */
export function bannersPerPage(banners: readonly SearchBanner[]): number[] {
  const counts: number[] = [];
  for (const banner of banners) {
    const index = (banner.page ?? 1) - 1;
    while (counts.length <= index) counts.push(0);
    counts[index]! += 1;
  }
  return counts;
}

/** Banners of one 1-based page, in slot order (ties keep the rules' order). */
export function bannersOnPage(banners: readonly SearchBanner[], page: number): SearchBanner[] {
  return banners
    .map((banner, order) => ({ banner, order }))
    .filter(({ banner }) => (banner.page ?? 1) === page)
    .sort((a, b) => (a.banner.position ?? 0) - (b.banner.position ?? 0) || a.order - b.order)
    .map(({ banner }) => banner);
}

/**
 * Pages needed for `nbHits` products when each page holds hitsPerPage minus its banners.
 * A page given over to banners entirely still counts: its banners are shown there.
 */
export function pageCountWithBanners(
  nbHits: number,
  hitsPerPage: number,
  perPage: readonly number[],
): number {
  const size = Math.max(1, hitsPerPage);
  let pages = 0;
  let covered = 0;
  while (covered < nbHits) {
    covered += Math.max(0, size - (perPage[pages] ?? 0));
    pages += 1;
  }
  return Math.max(1, pages);
}

export type GridSlot<T> =
  | { kind: 'product'; item: T; /** 1-based, across pages */ position: number }
  | { kind: 'banner'; banner: SearchBanner };

/**
 * One page's grid: products in order, each banner at its slot (0-based; a slot past the
 * products puts the banner last). `firstPosition` is the 1-based position of the first product.
 */
export function gridSlots<T>(
  items: readonly T[],
  banners: readonly SearchBanner[],
  firstPosition: number,
): GridSlot<T>[] {
  const slots: GridSlot<T>[] = items.map((item, i) => ({
    kind: 'product',
    item,
    position: firstPosition + i,
  }));
  const ordered = [...banners]
    .map((banner, order) => ({ banner, order }))
    .sort((a, b) => (a.banner.position ?? 0) - (b.banner.position ?? 0) || a.order - b.order);
  // inserting in slot order: an earlier banner has already taken its slot
  for (const { banner } of ordered)
    slots.splice(Math.min(banner.position ?? 0, slots.length), 0, { kind: 'banner', banner });
  return slots;
}
