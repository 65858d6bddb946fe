/**
 * The site's filter definitions (GET /api/filters/s/ALL answers `{ hits }`): loaded once per
 * site and language, then every listing of that language reuses them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { API } from '../../../shared/api/paths';
import type { FilterDefinition } from '../../../shared/domain/content';
import { catalogueKeys } from './catalogue-keys';

export async function fetchFilterDefinitions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<FilterDefinition[]> {
  const { hits } = await api.fetch<{ hits: FilterDefinition[] }>(API.filters, {
    anonymous: true,
    signal,
  });
  return hits;
}

/** Keyed by the client's own site and language, so a call always matches its key. */
export function filterDefinitionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.filterDefinitions(api.scope.siteTag, api.scope.language),
    queryFn: ({ signal }) => fetchFilterDefinitions(api, signal),
    staleTime: Infinity,
  });
}

/** The filter definitions of the active site and language. */
export function useFilterDefinitions() {
  return useQuery(filterDefinitionsQueryOptions(useApi()));
}
