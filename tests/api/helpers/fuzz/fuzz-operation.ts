/**
 * Runs one operation's fuzz: `runs` generated requests through app.inject (no sockets), each
 * checked against the response rules and the row guard. A failure is reported by fast-check
 * with its seed and the smallest request it shrank to, so it can be replayed
 * (FUZZ_SEED=… FUZZ_PATH=…).
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, it } from 'vitest';
import type { AppConfig } from '../../../../src/server/config';
import { resetPostgres, testDatabaseUrl } from '../postgres';
import type { FuzzRequest } from './operation-requests';
import { brokenRule } from './response-rules';
import type { RowGuard } from './row-guard';

export interface FuzzSettings {
  runs: number;
  seed?: number;
  path?: string;
}

const requestedRuns = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * FUZZ_RUNS sets the requests per operation (200 in npm run test:api, 1,000 in npm run fuzz),
 * on PGlite and on PostgreSQL alike; FUZZ_SEED and FUZZ_PATH replay a failure fast-check
 * reported. Both databases take the full count: each operation must have some requests
 * accepted and some refused, and a smaller count leaves an operation whose valid requests are
 * rare with none accepted now and then.
 */
export const fuzzSettings: FuzzSettings = {
  runs: requestedRuns,
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
  ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
};

/** Rate limits would end every run in 429s: a fuzz is one client sending thousands. */
export const NO_RATE_LIMITS = { sessions: 0, search: 0, events: 0, writes: 0, orderLookup: 0 };

export interface OperationResult {
  name: string;
  sent: number;
  /** responses by status class: 2xx, 3xx, 4xx */
  statuses: Record<string, number>;
  failure?: string;
}

/** Counts a response in the result: one more sent, and one more of its status class. */
export function countResponse(result: OperationResult, statusCode: number): void {
  result.sent++;
  const group = `${Math.floor(statusCode / 100)}xx`;
  result.statuses[group] = (result.statuses[group] ?? 0) + 1;
}

/**
 * Runs `property` for `settings.runs` generated values (or replays FUZZ_SEED and FUZZ_PATH); a
 * failure is recorded in the result with the seed and path that replay it.
 */
export async function checkProperty<Ts>(
  result: OperationResult,
  property: fc.IAsyncProperty<Ts>,
  settings: FuzzSettings,
): Promise<OperationResult> {
  const details = await fc.check(property, {
    numRuns: settings.runs,
    ...(settings.seed === undefined ? {} : { seed: settings.seed }),
    ...(settings.path === undefined ? {} : { path: settings.path }),
  });
  if (details.failed) {
    const error = details.errorInstance;
    result.failure = `${result.name}: ${error instanceof Error ? error.message : String(error)}\n  seed ${details.seed}, path ${details.counterexamplePath}`;
  }
  return result;
}

/** The request as a short line, for failure messages (long bodies cut). */
export function describeRequest(request: FuzzRequest): string {
  const { payload, ...rest } = request;
  const body = payload === undefined ? '' : ` body ${JSON.stringify(payload.slice(0, 300))}`;
  return `${JSON.stringify(rest)}${body}${(payload?.length ?? 0) > 300 ? ` (${payload!.length} chars)` : ''}`;
}

export async function fuzzOperation(
  app: FastifyInstance,
  guard: RowGuard,
  name: string,
  requests: fc.Arbitrary<FuzzRequest>,
  settings: FuzzSettings,
): Promise<OperationResult> {
  const result: OperationResult = { name, sent: 0, statuses: {} };
  const property = fc.asyncProperty(requests, async (request) => {
    const response = await app.inject(request);
    countResponse(result, response.statusCode);
    const broken = brokenRule(request.method, response);
    if (broken) throw new Error(`${broken}\n  request: ${describeRequest(request)}`);
    const changed = await guard.after(response.statusCode >= 400);
    if (changed.length > 0)
      throw new Error(
        `rejected with ${response.statusCode} yet changed ${changed.join(', ')}\n  request: ${describeRequest(request)}`,
      );
  });
  return checkProperty(result, property, settings);
}

/**
 * A fuzz suite's two runs: on PGlite, and on PostgreSQL (its schema dropped first) when
 * TEST_DATABASE_URL names a database. `run` fuzzes a server started with the overrides it is
 * given; `expectClean` judges its results; `claim` says what a clean run shows.
 */
export function fuzzOnEachDatabase(options: {
  suite: string;
  claim: string;
  timeout: number;
  run: (overrides: Partial<AppConfig>) => Promise<OperationResult[]>;
  expectClean: (results: OperationResult[]) => void;
}): void {
  const { suite, claim, timeout, run, expectClean } = options;
  describe(suite, () => {
    it(`on PGlite: ${claim}`, { timeout }, async () => {
      expectClean(await run({}));
    });

    it.skipIf(!testDatabaseUrl)('on PostgreSQL: the same', { timeout }, async () => {
      await resetPostgres(testDatabaseUrl!);
      expectClean(await run({ databaseUrl: testDatabaseUrl! }));
    });
  });
}

/** Prints each operation's count of requests by status class, when FUZZ_RUNS asks for a run. */
export function printResults(results: readonly OperationResult[]): void {
  if (!process.env.FUZZ_RUNS) return;
  for (const { name, sent, statuses } of results)
    console.info(`${name}: ${sent} sent, ${JSON.stringify(statuses)}`);
}
