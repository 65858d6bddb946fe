/**
 * Spec §9 listing ranking, as the request parameters of the engine that serves the site.
 *
 * The local engine takes the listing's context directly (rankingCategoryPageId, rankingBrand,
 * rankingCollection, featuredProductIds; src/server/search/listing-ranking.ts scores them with
 * the §9 weights). Hosted Algolia rejects unknown parameters, so there the same weights go out
 * as scored optionalFilters summed per record (sumOrFiltersScores), which is how Algolia
 * expresses "category 10,000,000, collection 1,000"; featured products get scores above any
 * sum, falling by one per place so they keep their order.
 */
import type { SiteConfig } from '../../../shared/domain/site';
import { filterAttribute } from './listing-filters';

export const RANKING_WEIGHTS = {
  categoryPageId: 10_000_000,
  brand: 50_000,
  collection: 1_000,
} as const;

const FEATURED_SCORE = 100_000_000;

export interface ListingRankingInput {
  /** the navigation node's filters */
  filters: Readonly<Record<string, readonly string[]>>;
  /** the URL's featuredProductIds (comma-separated or repeated), merchandised first */
  featuredProductIds: readonly string[];
}

export type RankingParams =
  | {
      rankingCategoryPageId?: string;
      rankingBrand?: string;
      rankingCollection?: string;
      featuredProductIds?: string[];
    }
  | { optionalFilters?: string[]; sumOrFiltersScores?: boolean };

/** Product ids from `featuredProductIds` parameters: "a,b" and repeated values alike. */
export function readFeaturedProductIds(search: string): string[] {
  const ids = new URLSearchParams(search)
    .getAll('featuredProductIds')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id) => /^[\w.-]+$/.test(id));
  return [...new Set(ids)];
}

export function listingRankingParams(
  host: SiteConfig['integrations']['algolia']['host'],
  { filters, featuredProductIds }: ListingRankingInput,
): RankingParams {
  // A listing of several categories or collections has no single context to favour.
  const category = filters.categoryPageIds?.length === 1 ? filters.categoryPageIds[0] : undefined;
  const collection = filters.collections?.length === 1 ? filters.collections[0] : undefined;
  const brand = filters.brand?.length === 1 ? filters.brand[0] : undefined;
  const featured = [...featuredProductIds, ...(filters.prioritizedProductIds ?? [])];
  if (host === 'local') {
    return {
      ...(category && { rankingCategoryPageId: category }),
      ...(brand && { rankingBrand: brand }),
      ...(collection && { rankingCollection: collection }),
      ...(featured.length > 0 && { featuredProductIds: featured }),
    };
  }
  const optionalFilters = [
    ...featured.map((id, i) => `productId:${id}<score=${FEATURED_SCORE - i}>`),
    ...(category ? [scored('categoryPageIds', category, RANKING_WEIGHTS.categoryPageId)] : []),
    ...(brand ? [scored('brand', brand, RANKING_WEIGHTS.brand)] : []),
    ...(collection ? [scored('collections', collection, RANKING_WEIGHTS.collection)] : []),
  ];
  return optionalFilters.length > 0 ? { optionalFilters, sumOrFiltersScores: true } : {};
}

/** A scored optional filter on the record attribute of a listing filter. */
function scored(filter: string, value: string, score: number): string {
  return `${filterAttribute(filter)}:${value}<score=${score}>`;
}
