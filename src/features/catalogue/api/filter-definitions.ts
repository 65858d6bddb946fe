/**
 * The site's filter definitions (GET /api/filters/s/ALL): loaded once per site and language,
 * then every listing of that language reuses them.
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
    queryFn: ({ signal }) => apiFetch<FilterDefinition[]>(API.filters, { anonymous: true, signal }),
    staleTime: Infinity,
  });
}
