/**
 * Spec §9 listing ranking in the one form every search host understands: Algolia's scored
 * `optionalFilters` (DESIGN §3 "One search dialect"). The app sends them; the local engine and
 * hosted Algolia rank by them alike.
 *
 * Algolia's filter scores are integers from 0 to 65,535, so the spec's weights (category page
 * 10,000,000; brand 50,000; collection 1,000; keyword 1) cannot be sent as written. What they
 * say is kept: top-level optional filters add up, and each weight outweighs every lower one
 * together (with fewer than 10 keywords), so records rank in the order the spec's sums give.
 */

/** Algolia's largest filter score (`<score=N>`). */
export const MAX_FILTER_SCORE = 65_535;

/** Spec §9 weights by listing filter name, scaled into Algolia's score range. */
export const RANKING_WEIGHTS = {
  categoryPageIds: 1_000,
  brand: 100,
  collections: 10,
  keywords: 1,
} as const;

/** Merchandised products ranked ahead of the rest; further ones rank as any other product. */
export const MAX_FEATURED_PRODUCTS = 50;

/** More than all listing weights together (1,119), so no listing context reorders them. */
const FEATURED_SCORE_STEP = 1_200;

/** The score of the merchandised product at `position` (0 first): each outranks the next. */
export function featuredScore(position: number): number {
  return (MAX_FEATURED_PRODUCTS - position) * FEATURED_SCORE_STEP;
}

/**
 * `attribute:value<score=N>`. A value starting with "-" is escaped, since "attribute:-value" is
 * Algolia's negative filter.
 */
export function scoredFilter(attribute: string, value: string, score: number): string {
  const escaped = value.startsWith('-') ? `\\${value}` : value;
  return `${attribute}:${escaped}<score=${score}>`;
}
