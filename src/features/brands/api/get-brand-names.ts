import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { SiteConfig } from '../../../shared/domain/site';
import { withListingRule } from '../../catalogue';
import { brandKeys } from './brand-keys';

/** Enough for any real brand list; the engine caps facet values per request. */
const MAX_BRANDS = 1000;

/**
 * Brand names with listable products, from the search engine's facet on brand.name (so the
 * index never lists a brand whose page would be empty).
 */
export async function fetchBrandNames(
  client: LiteClient,
  index: string,
  filters: string,
): Promise<string[]> {
  const { results } = await client.searchForHits({
    requests: [
      {
        indexName: index,
        query: '',
        filters,
        hitsPerPage: 0,
        facets: ['brand.name'],
        maxValuesPerFacet: MAX_BRANDS,
        analytics: false,
      },
    ],
  });
  return Object.keys(results[0]?.facets?.['brand.name'] ?? {});
}

export function brandNamesQueryOptions(config: SiteConfig, index: string, filters: string) {
  return queryOptions({
    queryKey: brandKeys.names(index, filters),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () => fetchBrandNames(await getSearchClient(config), index, filters),
    staleTime: 10 * 60_000,
  });
}

/**
 * The brand names of the active language. `context` narrows them to a navigation context's
 * filter expression (a /women/brands index lists the brands women's pages carry).
 */
export function useBrandNames(context = '') {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const index = siteIndexName(config, language);
  return useQuery(brandNamesQueryOptions(config, index, withListingRule(context)));
}
