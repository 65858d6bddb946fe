/**
 * The demo campaign that ends a few minutes after the server starts (spec §4 Campaigns: the
 * app's reload at an end is visible): a start renews its window only once the last one ended,
 * so a restart, a second instance or a restored backup never moves an end already shown.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionsResponse } from '../../src/shared/api/promotions';
import { renewStartWindows } from '../../src/server/campaigns/campaign-repository';
import { campaigns } from '../../src/server/db/schema';
import { request, siteQuery } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { testClock } from './helpers/promotions';
import { startServer, type StartedServer } from './helpers/start-server';

const MINUTE = 60_000;
const WINDOW_MS = 5 * MINUTE;

describe('the demo campaign that renews at start', () => {
  const clock = testClock();
  const started = clock.now();
  let server: StartedServer;
  let fixtures: Fixtures;
  beforeAll(async () => {
    server = await startServer({ clock: clock.now, demoCampaignMs: WINDOW_MS });
    fixtures = await loadFixtures(server.app);
  });
  afterAll(() => server?.close());

  const storedWindow = async () => {
    const [row] = await server.app.db
      .select({ definition: campaigns.definition })
      .from(campaigns)
      .where(eq(campaigns.renewsAtStart, true));
    const { start, end } = row!.definition as { start?: number; end?: number };
    return { start, end };
  };

  it('runs from the first start for DEMO_CAMPAIGN_MINUTES, and the app is told its end', async () => {
    expect(await storedWindow()).toEqual({ start: started, end: started + WINDOW_MS });
    const answer = await request<PromotionsResponse>(
      `${server.url}/api/cart/promotions?${siteQuery(fixtures.site('gb'))}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.campaigns.map((campaign) => campaign.end)).toContain(started + WINDOW_MS);
  });

  it('keeps a window that has not ended when another start comes', async () => {
    await renewStartWindows(server.app.db, started + MINUTE, WINDOW_MS);
    expect(await storedWindow()).toEqual({ start: started, end: started + WINDOW_MS });
  });

  it('opens a new window at a start after the last one ended', async () => {
    const later = started + WINDOW_MS + MINUTE;
    await renewStartWindows(server.app.db, later, WINDOW_MS);
    expect(await storedWindow()).toEqual({ start: later, end: later + WINDOW_MS });
  });
});
