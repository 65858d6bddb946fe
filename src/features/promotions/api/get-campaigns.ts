import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import type { PromotionsResponse } from '../../../shared/api/promotions';
import { API } from '../../../shared/api/paths';
import { campaignReloadDelay, runningCampaigns } from '../../../shared/domain/campaign-schedule';
import type { Campaign } from '../../../shared/domain/promotions';
import { campaignStateKey } from '../logic/campaign-state-key';
import { sanitiseCampaigns } from '../logic/sanitise-campaigns';
import { promotionKeys } from './promotion-keys';

/**
 * GET /api/cart/promotions (spec §7): the campaigns running on the site, for every shopper
 * alike, so no shopping session is needed and the server's render can fetch them. Their HTML
 * is sanitised before the answer is cached (logic/sanitise-campaigns.ts).
 */
export async function fetchCampaigns(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<PromotionsResponse> {
  const answer = await api.fetch<PromotionsResponse>(API.cartPromotions, {
    anonymous: true,
    signal,
  });
  return { ...answer, campaigns: await sanitiseCampaigns(answer.campaigns) };
}

/**
 * Campaigns are loaded again when the earliest end among them passes (spec §4 "Campaigns"):
 * the query's refetch interval is that delay, worked out afresh after every answer or failure,
 * and none when nothing ends within a timer's reach (campaignReloadDelay gives null). It runs
 * in background tabs too: one request at a campaign's end keeps every card right when the
 * shopper comes back.
 */
export function campaignsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: promotionKeys.campaigns(api.scope.siteTag, api.scope.language),
    queryFn: ({ signal }) => fetchCampaigns(api, signal),
    staleTime: 5 * 60_000,
    retry: 1,
    refetchInterval: (query) =>
      campaignReloadDelay(query.state.data?.campaigns ?? [], Date.now()) ?? false,
    refetchIntervalInBackground: true,
  });
}

export interface CampaignsState {
  /** the campaigns running as of the last answer or failure; none while loading or failed */
  campaigns: Campaign[];
  /**
   * changes whenever the running campaigns do (spec §4 "Product card" resets on it); null until
   * the first answer or failure
   */
  stateKey: string | null;
}

const NONE: Campaign[] = [];

/**
 * The running campaigns of the active site and language. A failed call is an empty list (spec
 * §7): promotions never hold up a page or the bag. A campaign whose end has passed by the last
 * reload attempt is left out even when that reload failed. "As of" comes from the query's own
 * state, never the clock at render, so the server's render and the hydrating browser agree.
 */
export function useCampaigns(): CampaignsState {
  const query = useQuery(campaignsQueryOptions(useApi()));
  const asOf = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  const all = query.data?.campaigns;
  const settled = asOf > 0;
  return useMemo(() => {
    const campaigns = all ? runningCampaigns(all, asOf) : NONE;
    return { campaigns, stateKey: settled ? campaignStateKey(campaigns) : null };
  }, [all, asOf, settled]);
}
