/**
 * The set-up the cart and promotion suites share: a suite is written once as a function of how
 * its server starts, and run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (its
 * schema dropped first, so the server migrates it afresh).
 */
import { describe } from 'vitest';
import type { StoredCampaign } from '../../../src/shared/domain/promotions';
import type { AppConfig } from '../../../src/server/config';
import { loadFixtures, type Fixtures } from './fixtures';
import { resetPostgres, testDatabaseUrl } from './postgres';
import { replaceCampaigns } from './promotions';
import { startServer, type StartedServer } from './start-server';

/** Starts a suite's server with these settings on top of the API suites' own. */
export type StartSuiteServer = (overrides?: Partial<AppConfig>) => Promise<StartedServer>;

export interface SuiteServer {
  server: StartedServer;
  fixtures: Fixtures;
}

/**
 * Starts a suite's server with `overrides` and picks its fixtures from what it seeded. The
 * fixtures are read with the demo campaigns in place, so their gift skus are never picked;
 * `campaigns`, when given, then replace them (`[]`: no campaign runs). A server whose set-up
 * fails is closed.
 */
export async function startSuiteServer(
  start: StartSuiteServer,
  options: { overrides?: Partial<AppConfig>; campaigns?: readonly StoredCampaign[] } = {},
): Promise<SuiteServer> {
  const server = await start(options.overrides);
  try {
    const fixtures = await loadFixtures(server.app);
    if (options.campaigns) await replaceCampaigns(server, options.campaigns);
    return { server, fixtures };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Runs `suite` on PGlite, then on PostgreSQL when TEST_DATABASE_URL names a database. */
export function onEachDatabase(suite: (start: StartSuiteServer) => void): void {
  describe('on PGlite', () => {
    suite((overrides = {}) => startServer(overrides));
  });

  describe.skipIf(!testDatabaseUrl)('on PostgreSQL', () => {
    suite(async (overrides = {}) => {
      await resetPostgres(testDatabaseUrl!);
      return startServer({ ...overrides, databaseUrl: testDatabaseUrl! });
    });
  });
}
