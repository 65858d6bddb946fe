/**
 * When a campaign runs (spec §4 "Campaigns"). The time window decides, not the status a job may
 * not have updated yet: a campaign runs from `start` (inclusive) to `end` (exclusive) unless it
 * is ENDED, which an operator sets to stop it early. So a SCHEDULED campaign runs once its start
 * has passed, and an ACTIVE one stops at its end.
 */
import type { Campaign } from './promotions';

/** The longest delay a browser timer holds (2^31 − 1 ms); a longer one fires at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

type Scheduled = Pick<Campaign<unknown>, 'status' | 'start' | 'end'>;

export function isCampaignRunning(campaign: Scheduled, now: number): boolean {
  return campaign.status !== 'ENDED' && campaign.start <= now && now < campaign.end;
}

export function runningCampaigns<C extends Scheduled>(campaigns: readonly C[], now: number): C[] {
  return campaigns.filter((campaign) => isCampaignRunning(campaign, now));
}

/**
 * How long until the campaigns should be loaded again: until the earliest end among them, or
 * null when none ends within a timer's reach (a delay of MAX_TIMER_DELAY_MS or more is skipped,
 * spec §4) or nothing is running.
 */
export function campaignReloadDelay(campaigns: readonly Scheduled[], now: number): number | null {
  let earliest = Infinity;
  for (const campaign of campaigns)
    if (isCampaignRunning(campaign, now)) earliest = Math.min(earliest, campaign.end);
  const delay = earliest - now;
  return Number.isFinite(delay) && delay < MAX_TIMER_DELAY_MS ? delay : null;
}
