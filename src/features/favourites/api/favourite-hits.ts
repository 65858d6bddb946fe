/**
 * The search records of the favourite variants, fetched by objectID filters (one filter per
 * id, SEARCH_BATCH_SIZE ids per request, all requests in one multi-query call). `distinct` is
 * off: two colours of one product are two favourites.
 */
import { useQuery } from '@tanstack/react-query';
import { getSearchClient, indexName } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { SEARCH_BATCH_SIZE } from '../../../shared/constants';
import type { ProductHit } from '../../../shared/domain/product';

function objectIdFilter(ids: readonly string[]): string {
  return ids.map((id) => `objectID:"${id.replace(/["\\]/g, '')}"`).join(' OR ');
}

function batches(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += SEARCH_BATCH_SIZE) {
    out.push(ids.slice(i, i + SEARCH_BATCH_SIZE));
  }
  return out;
}

/** Hits keyed by variant id; ids the index no longer has are simply absent. */
export function useFavouriteHits(variantIds: readonly string[]) {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const index = indexName(config, language, '');
  const sorted = [...variantIds].sort();
  return useQuery({
    queryKey: ['favourites', 'hits', index, sorted],
    enabled: sorted.length > 0,
    queryFn: async () => {
      const { results } = await getSearchClient(config).searchForHits<ProductHit>({
        requests: batches(sorted).map((ids) => ({
          indexName: index,
          query: '',
          filters: objectIdFilter(ids),
          distinct: false,
          hitsPerPage: ids.length,
          page: 0,
        })),
      });
      const byId = new Map<string, ProductHit>();
      for (const result of results) for (const hit of result.hits) byId.set(hit.objectID, hit);
      return byId;
    },
  });
}
