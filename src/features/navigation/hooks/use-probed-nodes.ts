import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { NavTreeNode } from '../../../shared/domain/content';
import { probesQueryOptions } from '../api/side-nav-probes';
import { probeFilter } from '../logic/probe-requests';

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
  const index = siteIndexName(config, language);
  const filters = useMemo(
    () => [...new Set(nodes.map((node) => probeFilter(node, extraExpression)))].sort(),
    [nodes, extraExpression],
  );
  const probe = useQuery({
    ...probesQueryOptions(config, index, filters),
    enabled: filters.length > 0,
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
