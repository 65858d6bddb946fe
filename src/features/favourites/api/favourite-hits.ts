/**
 * The search records of the favourite variants, fetched by objectID filters (one filter per
 * id, SEARCH_BATCH_SIZE ids per request, all requests in one multi-query call). `distinct` is
 * off: two colours of one product are two favourites.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { SEARCH_BATCH_SIZE } from '../../../shared/constants';
import type { ProductHit } from '../../../shared/domain/product';
import type { SiteConfig } from '../../../shared/domain/site';
import { favouriteKeys } from './favourite-keys';

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
export async function fetchFavouriteHits(
  client: LiteClient,
  index: string,
  variantIds: readonly string[],
): Promise<Map<string, ProductHit>> {
  const { results } = await client.searchForHits<ProductHit>({
    requests: batches(variantIds).map((ids) => ({
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
}

export function favouriteHitsQueryOptions(
  config: SiteConfig,
  index: string,
  variantIds: readonly string[],
) {
  const sorted = [...variantIds].sort();
  return queryOptions({
    queryKey: favouriteKeys.hits(index, sorted),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () => fetchFavouriteHits(await getSearchClient(config), index, sorted),
  });
}

/** The favourites' records on the active language's best-match index; idle without ids. */
export function useFavouriteHits(variantIds: readonly string[]) {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const index = siteIndexName(config, language, '');
  return useQuery({
    ...favouriteHitsQueryOptions(config, index, variantIds),
    enabled: variantIds.length > 0,
  });
}
