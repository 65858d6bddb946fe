import { useQuery } from '@tanstack/react-query';
import { getSearchClient, indexName } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { withListingRule } from '../../catalogue';

/** Enough for any real brand list; the engine caps facet values per request. */
const MAX_BRANDS = 1000;

/**
 * Brand names with listable products, from the search engine's facet on brand.name (so the
 * index never lists a brand whose page would be empty). `context` narrows it to a navigation
 * context's filter expression (a /women/brands index lists the brands women's pages carry).
 */
export function useBrandNames(context = '') {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const index = indexName(config, language);
  const filters = withListingRule(context);
  return useQuery({
    queryKey: ['brands', 'names', index, filters] as const,
    queryFn: async () => {
      const client = getSearchClient(config);
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
    },
    staleTime: 10 * 60_000,
  });
}
