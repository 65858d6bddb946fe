/**
 * Product searches through the Algolia protocol (the local engine or hosted Algolia, as the
 * site configures): one index per language, records are colour variants, `distinct` keeps one
 * variant per product.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { HITS_PER_PAGE } from '../../../shared/constants';
import { LISTED_ATTRIBUTES, type ListedProductHit } from '../../../shared/search/listed-attributes';
import type { SiteConfig } from '../../../shared/domain/site';
import { siteIndexName } from '../../../shared/search/index-names';
import { catalogueKeys, type ProductSearchParams } from './catalogue-keys';

export interface ProductSearchResult {
  hits: ListedProductHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  queryID?: string;
}

export async function searchProducts(
  client: LiteClient,
  params: ProductSearchParams,
): Promise<ProductSearchResult> {
  const { results } = await client.searchForHits<ListedProductHit>({
    requests: [
      {
        indexName: params.indexName,
        query: params.query,
        filters: params.filters,
        distinct: true,
        hitsPerPage: params.hitsPerPage,
        page: params.page,
        clickAnalytics: true,
        attributesToRetrieve: LISTED_ATTRIBUTES,
      },
    ],
  });
  const result = results[0];
  if (!result) throw new Error(`No search result for index ${params.indexName}`);
  return {
    hits: result.hits,
    nbHits: result.nbHits ?? result.hits.length,
    page: result.page ?? params.page,
    nbPages: result.nbPages ?? 1,
    queryID: result.queryID,
  };
}

export function productSearchQueryOptions(config: SiteConfig, params: ProductSearchParams) {
  return queryOptions({
    queryKey: catalogueKeys.search(params),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () => searchProducts(await getSearchClient(config), params),
  });
}

export interface ProductSearchRequest {
  filters: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  /** replica suffix of the chosen sort option ("" for best match) */
  sortSuffix?: string;
  enabled?: boolean;
  /** keep showing the previous answer while a new page or sort loads */
  keepPrevious?: boolean;
}

/** Searches the active site's index for the active language. */
export function useProductSearch(request: ProductSearchRequest) {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const params: ProductSearchParams = {
    indexName: siteIndexName(config, language, request.sortSuffix ?? ''),
    filters: request.filters,
    query: request.query ?? '',
    page: request.page ?? 0,
    hitsPerPage: request.hitsPerPage ?? HITS_PER_PAGE,
  };
  return useQuery({
    ...productSearchQueryOptions(config, params),
    enabled: request.enabled ?? true,
    placeholderData: request.keepPrevious ? keepPreviousData : undefined,
  });
}
