/**
 * The index settings the local engine applies, written in Algolia's settings vocabulary so the
 * command that pushes the catalogue to hosted Algolia can send exactly these: both engines then
 * rank and filter the same records the same way.
 */
import type { SortOption } from '../../../shared/domain/site';

/** Attributes usable in facet filters and facet counts (`_tags` is always available). */
export const ATTRIBUTES_FOR_FACETING = [
  'availability',
  'availabilityFlag',
  'brand.name',
  'brand.tag',
  'categories',
  'categoryPageIds',
  'collections.tag',
  'color.group',
  'color.name',
  'color.slug',
  'gender',
  'keywords',
  'objectID',
  'onSale',
  'productId',
  'sale',
  'salePrice',
  'size',
  'sku',
  'slug',
] as const;

export const ATTRIBUTE_FOR_DISTINCT = 'productId';
/** Algolia's default: hits beyond this position are never returned, whatever the page. */
export const PAGINATION_LIMITED_TO = 1000;
export const MAX_HITS_PER_PAGE = 1000;
export const DEFAULT_HITS_PER_PAGE = 20;
export const DEFAULT_MAX_VALUES_PER_FACET = 100;
export const MAX_VALUES_PER_FACET = 1000;

/** Custom ranking, applied after text relevance: popularity, then newest. */
export const CUSTOM_RANKING = [
  { attribute: 'popularity', direction: 'desc' },
  { attribute: 'createdAt', direction: 'desc' },
] as const;

export interface SortRule {
  attribute: 'salePrice' | 'createdAt';
  direction: 'asc' | 'desc';
}

/** The sort attribute a replica applies before relevance, from its sort option. */
export function sortRuleFor(option: SortOption): SortRule | null {
  const key = `${option.value} ${option.index}`.toLowerCase();
  if (key.includes('price_asc')) return { attribute: 'salePrice', direction: 'asc' };
  if (key.includes('price_desc')) return { attribute: 'salePrice', direction: 'desc' };
  if (key.includes('newest')) return { attribute: 'createdAt', direction: 'desc' };
  return null;
}

const RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** Settings of a best-match index in Algolia's API form, for pushing to hosted Algolia. */
export function primaryIndexSettings(replicas: string[]): Record<string, unknown> {
  return {
    searchableAttributes: [
      'name',
      'brand.name',
      'categories',
      'color.name',
      'keywords',
      'unordered(description)',
    ],
    attributesForFaceting: ATTRIBUTES_FOR_FACETING.filter((a) => a !== 'objectID').map(
      (a) => `searchable(${a})`,
    ),
    customRanking: CUSTOM_RANKING.map((r) => `${r.direction}(${r.attribute})`),
    attributeForDistinct: ATTRIBUTE_FOR_DISTINCT,
    paginationLimitedTo: PAGINATION_LIMITED_TO,
    ranking: RANKING,
    replicas,
  };
}

/** Settings of a sort replica: its sort attribute first, then the usual criteria. */
export function replicaIndexSettings(rule: SortRule): Record<string, unknown> {
  return {
    ...primaryIndexSettings([]),
    replicas: undefined,
    ranking: [`${rule.direction}(${rule.attribute})`, ...RANKING],
  };
}
