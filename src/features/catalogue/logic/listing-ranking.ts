/**
 * Spec §9 listing ranking as Algolia scored optionalFilters (src/shared/search/ranking.ts), the
 * same request for the local engine and hosted Algolia. Top-level optional filters add up:
 * a record in the listing's category, brand and collection earns all three weights.
 * Merchandised products (the URL's featuredProductIds, then the node's prioritizedProductIds)
 * score above any such sum, falling by a step per place, so they lead in the order given. On a
 * sort replica the sort attribute still comes first: optional filters only break its ties.
 *
 * Two rules of spec §9 have no form in Algolia's parameters. "A brand mismatch excludes the
 * category": one optional filter cannot depend on another; it changes nothing here, since a
 * listing's brand is always one of its filters too, so no product it shows mismatches.
 * "Then collection rank": each member's place in its collection is not a value a query can
 * sort by, so a collection listing follows the index's custom ranking (popularity, newest).
 */
import {
  featuredScore,
  MAX_FEATURED_PRODUCTS,
  RANKING_WEIGHTS,
  scoredFilter,
} from '../../../shared/search/ranking';
import { filterAttribute, sanitiseFilterValue } from './listing-filters';

export interface ListingRankingInput {
  /** the navigation node's filters */
  filters: Readonly<Record<string, readonly string[]>>;
  /** the URL's featuredProductIds (comma-separated or repeated), merchandised first */
  featuredProductIds: readonly string[];
}

export interface RankingParams {
  optionalFilters?: string[];
}

/** Product ids from `featuredProductIds` parameters: "a,b" and repeated values alike. */
export function readFeaturedProductIds(search: string): string[] {
  const ids = new URLSearchParams(search)
    .getAll('featuredProductIds')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => /^[\w.-]+$/.test(id));
  return [...new Set(ids)];
}

/** The listing context a node's filters name: one value each, every keyword. */
function contextValues(name: keyof typeof RANKING_WEIGHTS, values: readonly string[]): string[] {
  const clean = values.map(sanitiseFilterValue).filter(Boolean);
  // a listing of several categories, brands or collections has no single context to favour
  if (name === 'keywords') return clean;
  return clean.length === 1 ? clean : [];
}

export function listingRankingParams({
  filters,
  featuredProductIds,
}: ListingRankingInput): RankingParams {
  const featured = [...new Set([...featuredProductIds, ...(filters.prioritizedProductIds ?? [])])]
    .slice(0, MAX_FEATURED_PRODUCTS)
    .map((id, i) => scoredFilter('productId', id, featuredScore(i)));
  const context = Object.entries(RANKING_WEIGHTS).flatMap(([name, weight]) =>
    contextValues(name as keyof typeof RANKING_WEIGHTS, filters[name] ?? []).map((value) =>
      scoredFilter(filterAttribute(name), value, weight),
    ),
  );
  const optionalFilters = [...featured, ...context];
  return optionalFilters.length > 0 ? { optionalFilters } : {};
}
