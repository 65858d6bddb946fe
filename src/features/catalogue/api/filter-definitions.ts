/**
 * The site's filter definitions (GET /api/filters/s/ALL answers `{ hits }`): loaded once per
 * site and language, then every listing of that language reuses them.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http/api-client';
import { useSite } from '../../../platform/site/site-context';
import { API } from '../../../shared/api/paths';
import type { FilterDefinition } from '../../../shared/domain/content';
import { catalogueKeys } from './catalogue-keys';

export function useFilterDefinitions() {
  const { config, language } = useSite();
  return useQuery({
    queryKey: [...catalogueKeys.all, 'filters', config.siteTag, language] as const,
    queryFn: async ({ signal }) => {
      const { hits } = await apiFetch<{ hits: FilterDefinition[] }>(API.filters, {
        anonymous: true,
        signal,
      });
      return hits;
    },
    staleTime: Infinity,
  });
}
