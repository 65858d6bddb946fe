/**
 * Listing ranking (spec §9): how a category, brand or collection page orders its products.
 *
 * A listing query may carry its context (`rankingCategoryPageId`, `rankingBrand`,
 * `rankingCollection`, `rankingKeywords`) and merchandised `prioritizedProductIds` (alias
 * `featuredProductIds`). Each record then gets a score, like Algolia's optionalFilters with
 * `<score=N>` summed (sumOrFiltersScores):
 *   categoryPageIds contains the page id   10,000,000  (only if the brand also matches when
 *                                                        the listing names a brand: a brand
 *                                                        mismatch excludes the category)
 *   brand.tag is the listing's brand           50,000
 *   collections contains the collection         1,000
 *   each listing keyword in keywords                1
 * Order: prioritised products first, in the order given (best-match index only: a sort replica
 * the shopper picked keeps its sort); then the replica's sort attribute; then score, high first;
 * then the collection's own rank (lower first); then the order the query had before (text
 * relevance, custom ranking). The sort is stable, so that earlier order breaks every tie.
 */
import type { ProductHit } from '../../shared/domain/product';
import type { SortRule } from './index-settings';

export const RANKING_WEIGHTS = {
  categoryPageId: 10_000_000,
  brand: 50_000,
  collection: 1_000,
  keyword: 1,
} as const;

export interface ListingRanking {
  categoryPageId: string | null;
  brand: string | null;
  collection: string | null;
  keywords: string[];
  prioritizedProductIds: string[];
}

export function emptyRanking(): ListingRanking {
  return {
    categoryPageId: null,
    brand: null,
    collection: null,
    keywords: [],
    prioritizedProductIds: [],
  };
}

export function hasRanking(r: ListingRanking): boolean {
  return (
    r.categoryPageId !== null ||
    r.brand !== null ||
    r.collection !== null ||
    r.keywords.length > 0 ||
    r.prioritizedProductIds.length > 0
  );
}

/** A record's listing score: the sum of the weights of spec §9 it earns. */
export function listingScore(record: ProductHit, r: ListingRanking): number {
  const brandMatches = r.brand !== null && record.brand.tag === r.brand;
  let score = 0;
  if (
    r.categoryPageId !== null &&
    (r.brand === null || brandMatches) &&
    record.categoryPageIds.includes(r.categoryPageId)
  )
    score += RANKING_WEIGHTS.categoryPageId;
  if (brandMatches) score += RANKING_WEIGHTS.brand;
  if (r.collection !== null && record.collections.some((c) => c.tag === r.collection))
    score += RANKING_WEIGHTS.collection;
  for (const keyword of r.keywords)
    if (record.keywords.includes(keyword)) score += RANKING_WEIGHTS.keyword;
  return score;
}

/** Reorders matched record positions (a copy; the input may be a shared cache). */
export function applyListingRanking(
  records: readonly ProductHit[],
  positions: ArrayLike<number>,
  count: number,
  rule: SortRule | null,
  ranking: ListingRanking,
): Int32Array {
  const pinned = new Map<string, number>();
  if (rule === null) ranking.prioritizedProductIds.forEach((id, i) => pinned.set(id, i));
  const n = count;
  const pin = new Float64Array(n);
  const score = new Float64Array(n);
  const collectionRank = new Float64Array(n);
  const items = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const record = records[positions[i]!]!;
    items[i] = i;
    pin[i] = pinned.get(record.productId) ?? Number.MAX_SAFE_INTEGER;
    score[i] = listingScore(record, ranking);
    collectionRank[i] =
      ranking.collection === null
        ? 0
        : (record.collections.find((c) => c.tag === ranking.collection)?.rank ??
          Number.MAX_SAFE_INTEGER);
  }
  const sign = rule?.direction === 'desc' ? -1 : 1;
  items.sort(
    (a, b) =>
      pin[a]! - pin[b]! ||
      (rule
        ? sign * (records[positions[a]!]![rule.attribute] - records[positions[b]!]![rule.attribute])
        : 0) ||
      score[b]! - score[a]! ||
      collectionRank[a]! - collectionRank[b]! ||
      a - b,
  );
  return items.map((i) => positions[i]!);
}
