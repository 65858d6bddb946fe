/**
 * The site's filter definitions (GET /api/filters/s/ALL answers `{ hits }`): loaded once per
 * site and language, then every listing of that language reuses them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http/api-client';
import { useSite } from '../../../platform/site/site-context';
import { API } from '../../../shared/api/paths';
import type { FilterDefinition } from '../../../shared/domain/content';
import { catalogueKeys } from './catalogue-keys';

export async function fetchFilterDefinitions(signal?: AbortSignal): Promise<FilterDefinition[]> {
  const { hits } = await apiFetch<{ hits: FilterDefinition[] }>(API.filters, {
    anonymous: true,
    signal,
  });
  return hits;
}

export function filterDefinitionsQueryOptions(siteTag: string, language: string) {
  return queryOptions({
    queryKey: catalogueKeys.filterDefinitions(siteTag, language),
    queryFn: ({ signal }) => fetchFilterDefinitions(signal),
    staleTime: Infinity,
  });
}

/** The filter definitions of the active site and language. */
export function useFilterDefinitions() {
  const { config, language } = useSite();
  return useQuery(filterDefinitionsQueryOptions(config.siteTag, language));
}
