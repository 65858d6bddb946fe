/**
 * The campaigns every cart is priced with (campaigns/campaign-set.ts), held in memory like the
 * catalogue view and kept current the same way (revision-poll.ts): loaded at start, reloaded
 * within a second when the campaign revision moves, whichever instance wrote the change.
 * Campaigns refused in a currency are logged at each load, with their reason.
 *
 * Before the first load, the demo campaign that renews at start gets its window: from now for
 * DEMO_CAMPAIGN_MINUTES (README "Demo promotions").
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildCampaignSet, type CampaignSet } from '../campaigns/campaign-set';
import {
  loadCampaigns,
  readCampaignRevision,
  renewStartWindows,
} from '../campaigns/campaign-repository';
import { followWhileOpen, singleFlight } from './revision-poll';

/** How far behind the database the campaigns may fall, at most (plus the reload itself). */
export const CAMPAIGN_REFRESH_MS = 1000;

export interface CampaignHolder {
  /** the current campaigns; take them once per request, they are replaced whole on a change */
  readonly current: CampaignSet;
  /** checks the revision now and reloads when it moved; true when the campaigns were replaced */
  refresh(): Promise<boolean>;
  /** the time campaigns and vouchers are judged at (AppConfig.clock), epoch ms */
  now(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: CampaignHolder;
  }
}

async function campaignsPlugin(app: FastifyInstance): Promise<void> {
  const now = app.config.clock ?? Date.now;
  const currencies = app.sites.all.map((site) => site.currency);
  await renewStartWindows(app.db, now(), app.config.demoCampaignMs);

  const load = async (): Promise<CampaignSet> => {
    const { set, refused } = buildCampaignSet(await loadCampaigns(app.db), currencies);
    if (refused.length > 0) app.log.warn({ refused }, 'campaigns refused: left out');
    return set;
  };
  let current = await load();
  app.log.info({ revision: current.revision }, 'campaigns loaded');

  const refresh = singleFlight(async () => {
    if ((await readCampaignRevision(app.db)) === current.revision) return false;
    current = await load();
    app.log.info({ revision: current.revision }, 'campaigns changed: reloaded');
    return true;
  });

  app.decorate('campaigns', {
    get current() {
      return current;
    },
    refresh,
    now,
  } satisfies CampaignHolder);

  followWhileOpen(app, { intervalMs: CAMPAIGN_REFRESH_MS, refresh, what: 'campaigns' });
}

export default fp(campaignsPlugin, { name: 'campaigns', dependencies: ['db', 'sites'] });
