// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { MAX_TIMER_DELAY_MS } from '../../../shared/domain/campaign-schedule';
import { campaign } from '../testing/campaign-fixture';
import { useCampaigns } from './get-campaigns';

const NOW = Date.UTC(2030, 5, 1, 12);

function serve(...answers: ReturnType<typeof campaign>[][]) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const campaigns = answers[Math.min(call++, answers.length - 1)]!;
    return new Response(JSON.stringify({ currency: 'GBP', campaigns }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCampaigns: the reload when a campaign ends (spec §4 "Campaigns")', () => {
  it('loads the campaigns again when the earliest end passes, and drops the ended one', async () => {
    const flash = campaign('flash', { end: NOW + 60_000 });
    const season = campaign('season', { end: NOW + 3_600_000 });
    const fetchMock = serve([flash, season], [season]);
    const env = createTestEnvironment();
    const { result } = renderHook(() => useCampaigns(), { wrapper: env.wrapper });
    await vi.waitFor(() => expect(result.current.campaigns).toHaveLength(2));
    const firstKey = result.current.stateKey;

    await vi.advanceTimersByTimeAsync(59_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(result.current.campaigns.map((c) => c.id)).toEqual(['season']));
    expect(result.current.stateKey).not.toBe(firstKey);
  });

  it('sets no timer when the earliest end is beyond a timer’s reach', async () => {
    const fetchMock = serve([campaign('long', { end: NOW + MAX_TIMER_DELAY_MS })]);
    const env = createTestEnvironment();
    const { result } = renderHook(() => useCampaigns(), { wrapper: env.wrapper });
    await vi.waitFor(() => expect(result.current.campaigns).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(7 * 24 * 3_600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
