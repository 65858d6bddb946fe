/**
 * What the per-area fuzz suites (cart-fuzz.test.ts, checkout-fuzz.test.ts) share: each sends
 * its operations' requests to a state made afresh for every request, on a server of its own
 * without rate limits, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL; a request is
 * checked against the response rules and against what it stored.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../src/server/config';
import { resetPostgres, testDatabaseUrl } from '../postgres';
import { startServer } from '../start-server';
import {
  countResponse,
  describeRequest,
  fuzzSettings,
  NO_RATE_LIMITS,
  type OperationResult,
} from './fuzz-operation';
import type { FuzzRequest } from './operation-requests';
import { brokenRule } from './response-rules';

export interface CheckedRequest {
  response: LightMyRequestResponse;
  /** what `stored` read after the request */
  after: string;
  /** an error naming the request, for a rule the caller checks itself */
  fail(why: string): Error;
}

/**
 * Sends `request`, counts it in `result`, and throws when its answer breaks a response rule or
 * when, refused, it changed what `stored` reads (the state its operation may write).
 */
export async function sendChecked(
  app: FastifyInstance,
  request: FuzzRequest,
  result: OperationResult,
  stored: () => Promise<string>,
): Promise<CheckedRequest> {
  const before = await stored();
  const response = await app.inject(request);
  countResponse(result, response.statusCode);
  const fail = (why: string) => new Error(`${why}\n  request: ${describeRequest(request)}`);
  const broken = brokenRule(request.method, response);
  if (broken) throw fail(broken);
  const after = await stored();
  if (response.statusCode >= 400 && after !== before)
    throw fail(`rejected with ${response.statusCode} yet it changed:\n${before}\n${after}`);
  return { response, after, fail };
}

/**
 * Every operation sent all its requests, none failed, and each reached its rules: some of its
 * requests were accepted and some refused.
 */
function expectClean(results: OperationResult[]): void {
  expect(results.filter((result) => result.sent < fuzzSettings.runs)).toEqual([]);
  expect(results.flatMap((result) => result.failure ?? [])).toEqual([]);
  for (const { name, statuses } of results)
    expect({
      name,
      accepted: (statuses['2xx'] ?? 0) > 0,
      refused: (statuses['4xx'] ?? 0) > 0,
    }).toEqual({ name, accepted: true, refused: true });
}

async function onServer(
  overrides: Partial<AppConfig>,
  run: (app: FastifyInstance) => Promise<OperationResult[]>,
): Promise<OperationResult[]> {
  const server = await startServer({ ...overrides, rateLimits: NO_RATE_LIMITS });
  try {
    const results = await run(server.app);
    if (process.env.FUZZ_RUNS)
      for (const { name, sent, statuses } of results)
        console.info(`${name}: ${sent} sent, ${JSON.stringify(statuses)}`);
    return results;
  } finally {
    await server.close();
  }
}

/**
 * The suite `title`: `run` fuzzes its `operations` on a fresh server, on PGlite and then on
 * PostgreSQL, and every result must be clean. The time allowed is generous for a busy machine.
 */
export function fuzzOnEachDatabase(
  title: string,
  operations: number,
  run: (app: FastifyInstance) => Promise<OperationResult[]>,
): void {
  const timeout = 60_000 + fuzzSettings.runs * operations * 60;
  describe(title, () => {
    it(
      'on PGlite: no 5xx, every error in the shape and nothing stored by it',
      { timeout },
      async () => {
        expectClean(await onServer({}, run));
      },
    );

    it.skipIf(!testDatabaseUrl)('on PostgreSQL: the same', { timeout }, async () => {
      await resetPostgres(testDatabaseUrl!);
      expectClean(await onServer({ databaseUrl: testDatabaseUrl! }, run));
    });
  });
}
