/**
 * The site's filter definitions (GET /api/filters/s/ALL answers `{ hits }`): loaded once per
 * site and language, then every listing of that language reuses them.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import { API } from '../../../shared/api/paths';
import type { FilterDefinition } from '../../../shared/domain/content';
import { catalogueKeys } from './catalogue-keys';

export function useFilterDefinitions() {
  const api = useApi();
  return useQuery({
    queryKey: [...catalogueKeys.all, 'filters', api.scope.siteTag, api.scope.language] as const,
    queryFn: async ({ signal }) => {
      const { hits } = await api.fetch<{ hits: FilterDefinition[] }>(API.filters, {
        anonymous: true,
        signal,
      });
      return hits;
    },
    staleTime: Infinity,
  });
}
