import { describe, expect, it } from 'vitest';
import {
  campaignReloadDelay,
  isCampaignRunning,
  MAX_TIMER_DELAY_MS,
  runningCampaigns,
} from './campaign-schedule';
import type { CampaignStatus } from './promotions';

const NOW = 1_750_000_000_000;
const at = (status: CampaignStatus, start: number, end: number) => ({ status, start, end });

describe('isCampaignRunning', () => {
  it.each([
    ['ACTIVE within its window', at('ACTIVE', NOW - 1, NOW + 1), true],
    ['ACTIVE from its start, inclusive', at('ACTIVE', NOW, NOW + 1), true],
    ['ACTIVE at its end, exclusive', at('ACTIVE', NOW - 1, NOW), false],
    ['ACTIVE past its end', at('ACTIVE', NOW - 10, NOW - 1), false],
    ['ACTIVE before its start', at('ACTIVE', NOW + 1, NOW + 10), false],
    ['SCHEDULED once its start has passed', at('SCHEDULED', NOW - 1, NOW + 1), true],
    ['SCHEDULED before its start', at('SCHEDULED', NOW + 1, NOW + 10), false],
    ['ENDED within its window (stopped early)', at('ENDED', NOW - 1, NOW + 1), false],
  ])('%s: %s', (_, campaign, expected) => {
    expect(isCampaignRunning(campaign, NOW)).toBe(expected);
  });

  it('keeps only the running campaigns, in their order', () => {
    const a = at('ACTIVE', NOW - 1, NOW + 1);
    const b = at('ENDED', NOW - 1, NOW + 1);
    const c = at('SCHEDULED', NOW - 5, NOW + 5);
    expect(runningCampaigns([a, b, c], NOW)).toEqual([a, c]);
  });
});

describe('campaignReloadDelay (spec §4 "Campaigns")', () => {
  it('is the time until the earliest end among the running campaigns', () => {
    const campaigns = [
      at('ACTIVE', NOW - 1, NOW + 90_000),
      at('ACTIVE', NOW - 1, NOW + 300_000),
      at('ENDED', NOW - 1, NOW + 1000),
    ];
    expect(campaignReloadDelay(campaigns, NOW)).toBe(90_000);
  });

  it('is null when the delay is beyond a timer (2147483647 ms or more) or nothing runs', () => {
    expect(campaignReloadDelay([at('ACTIVE', NOW - 1, NOW + MAX_TIMER_DELAY_MS)], NOW)).toBeNull();
    expect(campaignReloadDelay([at('ACTIVE', NOW - 1, NOW + MAX_TIMER_DELAY_MS - 1)], NOW)).toBe(
      MAX_TIMER_DELAY_MS - 1,
    );
    expect(campaignReloadDelay([], NOW)).toBeNull();
  });
});
