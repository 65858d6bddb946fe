/**
 * The set-up the cart and promotion suites share: their server, started before the suite and
 * with the fixtures picked from what it seeded.
 */
import type { StoredCampaign } from '../../../src/shared/domain/promotions';
import { loadFixtures, type Fixtures } from './fixtures';
import { replaceCampaigns } from './promotions';
import type { StartedServer } from './start-server';

export interface SuiteServer {
  server: StartedServer;
  fixtures: Fixtures;
}

/**
 * Starts a suite's server and picks its fixtures from what it seeded. The fixtures are read
 * with the demo campaigns in place, so their gift skus are never picked; `campaigns`, when
 * given, then replace them (`[]`: no campaign runs). A server whose set-up fails is closed.
 */
export async function startSuiteServer(
  start: () => Promise<StartedServer>,
  options: { campaigns?: readonly StoredCampaign[] } = {},
): Promise<SuiteServer> {
  const server = await start();
  try {
    const fixtures = await loadFixtures(server.app);
    if (options.campaigns) await replaceCampaigns(server, options.campaigns);
    return { server, fixtures };
  } catch (error) {
    await server.close();
    throw error;
  }
}
