/**
 * Rate limits and session cleanup across two server instances on one PostgreSQL database, as
 * a load-balanced deployment runs them: the count of a client is shared, concurrent requests
 * lose no hit, and both instances' housekeeping delete expired sessions without conflict.
 * TEST_DATABASE_URL must name a disposable database: the suite drops and recreates its schema.
 */
import { count, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { BATCH } from '../../src/server/housekeeping/housekeeping-plugin';
import { request } from './helpers/api';
import { startTwoOnPostgres, testDatabaseUrl } from './helpers/postgres';
import type { StartedServer } from './helpers/start-server';

const SESSION_LIMIT = 6;

describe.skipIf(!testDatabaseUrl)(
  'limits on PostgreSQL (skipped unless TEST_DATABASE_URL=postgres://… is set)',
  () => {
    let servers: StartedServer[] = [];
    let gb: SiteRuntime;

    beforeAll(async () => {
      servers = await startTwoOnPostgres(testDatabaseUrl!, {
        rateLimits: { sessions: SESSION_LIMIT, search: 0, events: 0, writes: 0, orderLookup: 0 },
        trustProxy: '127.0.0.1',
      });
      gb = servers[0]!.app.sites.all.find((site) => site.folder === 'gb')!;
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
    });

    const createSession = (server: StartedServer, client: string) =>
      request(`${server.url}/api/basic-session`, {
        method: 'POST',
        headers: { 'x-forwarded-for': client },
        body: { language: 'en', sitePublicId: gb.sitePublicId ?? gb.siteTag },
      });

    it('shares one count per client between the instances', async () => {
      const statuses: number[] = [];
      for (let index = 0; index <= SESSION_LIMIT; index++) {
        statuses.push((await createSession(servers[index % 2]!, '10.1.0.1')).status);
      }
      expect(statuses).toEqual([...Array<number>(SESSION_LIMIT).fill(201), 429]);
      // The other instance refuses the same client too.
      expect((await createSession(servers[1]!, '10.1.0.1')).status).toBe(429);
      expect((await createSession(servers[0]!, '10.1.0.1')).status).toBe(429);
    });

    it('loses no hit when both instances count at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => createSession(servers[index % 2]!, '10.1.0.2')),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(SESSION_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SESSION_LIMIT);
    });

    it('deletes expired sessions from both instances at once, each row once', async () => {
      const db = servers[0]!.app.db;
      const expired = BATCH + 150;
      await db.insert(sessions).values(
        Array.from({ length: expired }, () => ({
          language: 'en',
          site: gb.siteTag,
          lastUsedAt: sql`now() - interval '31 days'`,
        })),
      );
      const reports = await Promise.all(servers.map((server) => server.app.housekeeping()));
      expect(reports[0]!.sessions + reports[1]!.sessions).toBe(expired);
      const [left] = await db
        .select({ value: count() })
        .from(sessions)
        .where(lt(sessions.lastUsedAt, sql`now() - interval '30 days'`));
      expect(left!.value).toBe(0);
    });
  },
);
