import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getSearchClient, indexName } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { NavTreeNode } from '../../../shared/domain/content';
import { chunk, probeFilter, probeRequest } from './probe-requests';

export interface ProbeState {
  /** true while the first answer is on its way */
  pending: boolean;
  /** whether a node has products; unknown nodes (a failed probe) are shown */
  hasProducts: (node: NavTreeNode) => boolean;
}

/**
 * Probes every node in one multi-query and reports which have products. A failed probe shows
 * the entry: a category that turns out empty is better than a navigation that vanished.
 */
export function useProbedNodes(nodes: readonly NavTreeNode[], extraExpression = ''): ProbeState {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const index = indexName(config, language);
  const filters = useMemo(
    () => [...new Set(nodes.map((node) => probeFilter(node, extraExpression)))].sort(),
    [nodes, extraExpression],
  );
  const probe = useQuery({
    queryKey: ['navigation', 'probe', index, filters] as const,
    queryFn: async () => {
      // The client is made here, never during render: it reads `location`.
      const client = getSearchClient(config);
      // A plain record, not a Map: the query cache is persisted as JSON for offline visits.
      const found: Record<string, boolean> = {};
      for (const batch of chunk(filters)) {
        const { results } = await client.searchForHits<{ objectID: string }>({
          requests: batch.map((filter) => probeRequest(index, filter)),
        });
        batch.forEach((filter, i) => (found[filter] = (results[i]?.hits.length ?? 0) > 0));
      }
      return found;
    },
    enabled: filters.length > 0,
    staleTime: 5 * 60_000,
  });
  const { data, isPending } = probe;
  return useMemo(
    () => ({
      pending: filters.length > 0 && isPending,
      hasProducts: (node) => data?.[probeFilter(node, extraExpression)] ?? true,
    }),
    [data, isPending, filters.length, extraExpression],
  );
}
