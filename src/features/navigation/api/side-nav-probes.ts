/**
 * Side-navigation probes (spec §7 "Side-nav probe"): whether a query for each filter
 * expression finds at least one product, all probes of a panel in one multi-query call per
 * batch of PROBE_BATCH_SIZE.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import type { SiteConfig } from '../../../shared/domain/site';
import { chunk, probeRequest } from '../logic/probe-requests';
import { navigationKeys } from './navigation-keys';

/** Filter expression → has products. A plain record, not a Map: the cache is persisted as JSON. */
export type ProbeAnswers = Record<string, boolean>;

export async function fetchProbes(
  client: LiteClient,
  index: string,
  filters: readonly string[],
): Promise<ProbeAnswers> {
  const found: ProbeAnswers = {};
  for (const batch of chunk(filters)) {
    const { results } = await client.searchForHits<{ objectID: string }>({
      requests: batch.map((filter) => probeRequest(index, filter)),
    });
    batch.forEach((filter, i) => (found[filter] = (results[i]?.hits.length ?? 0) > 0));
  }
  return found;
}

export function probesQueryOptions(config: SiteConfig, index: string, filters: readonly string[]) {
  return queryOptions({
    queryKey: navigationKeys.probes(index, filters),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () => fetchProbes(await getSearchClient(config), index, filters),
    staleTime: 5 * 60_000,
  });
}
