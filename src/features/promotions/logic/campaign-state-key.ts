import type { Campaign } from '../../../shared/domain/promotions';

/**
 * One string that changes whenever the running campaigns change (one starts, ends or is
 * replaced): what a product card watches to go back to its first colour (spec §4).
 */
export function campaignStateKey(campaigns: readonly Pick<Campaign, 'id' | 'end'>[]): string {
  return campaigns
    .map((campaign) => `${campaign.id}@${campaign.end}`)
    .sort()
    .join(',');
}
