/**
 * The fuzz suite (DESIGN §8, issue 11): every operation the app registers gets generated and
 * hostile requests — from its TypeBox schemas where it declares them (helpers/fuzz/) — and
 * none may answer 5xx, every error is `{ status, code, message }`, and no rejected request
 * changes a stored row. On PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
 * FUZZ_RUNS sets the requests per operation (200 here, 1,000 in `npm run fuzz`); FUZZ_SEED and
 * FUZZ_PATH replay a failure fast-check reported.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { fuzzContext } from './helpers/fuzz/fuzz-context';
import {
  fuzzOperation,
  fuzzSettings,
  NO_RATE_LIMITS,
  type OperationResult,
  fuzzOnEachDatabase,
  printResults,
} from './helpers/fuzz/fuzz-operation';
import { operationRequests } from './helpers/fuzz/operation-requests';
import { strayRequests } from './helpers/fuzz/stray-requests';
import { operationName, withRouteCatalogue } from './helpers/fuzz/route-catalogue';
import { rowGuard } from './helpers/fuzz/row-guard';
import { startServer } from './helpers/start-server';

const settings = fuzzSettings;
const PROVIDER_PREFIX = '/pay/';

/** Routes the app has today: the catalogue must find at least these, or it finds nothing. */
const EXPECTED = [
  'POST /api/basic-session',
  'GET /api/cart',
  'POST /api/cart',
  'PUT /api/cart/:itemId',
  'PUT /api/cart/voucher',
  'POST /api/cart/recreateCart',
  'GET /api/cart/promotions',
  'POST /api/cart/address',
  'POST /api/checkout/consumer',
  'POST /api/shipping',
  'POST /api/cart/calculate-tax',
  'POST /api/checkout/payment',
  'PUT /api/checkout/payment/:orderReference',
  'GET /api/territory',
  'GET /api/validation/:country/:name/address',
  'GET /api/order/:ref',
  'POST /api/order/s/query',
  'GET /api/order/s/myOrder',
  'GET /api/checkout/stored-cards',
  'POST /api/checkout/apple-pay/session',
  'GET /api/product/s/:productId',
  'PUT /api/favorites',
  'POST /marketing/back-in-stock',
  'GET /api/filters/s/ALL',
  'POST /search/1/indexes/:indexName/queries',
  'POST /search/1/events',
  'GET /media/*',
  'GET /captcha/v1/challenge',
  // accounts (issue 14): most of these answer 401 here (no bearer token); account-fuzz.test.ts
  // sends them with the account's
  'POST /api/session',
  'GET /api/session/logout',
  'GET /api/v1/addresses',
  'POST /api/v1/addresses',
  'PUT /api/v1/addresses/:id',
  'PUT /api/v1/addresses/:id/remove',
  'GET /api/v1/payment-methods',
  'DELETE /api/v1/payment-methods/:id',
  'GET /api/order/history',
  'POST /identity',
  'GET /identity/:userPoolId/.well-known/jwks.json',
  'GET /dev/mailbox',
  'GET /dev/mailbox/messages',
];

async function fuzzApp(overrides: Partial<AppConfig>) {
  // a built app's shell, so page routes answer as in production rather than 503 "not built"
  const distDir = await mkdtemp(join(tmpdir(), 'vitrine-fuzz-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Vitrine</title>');
  const { built: server, operations } = await withRouteCatalogue(() =>
    startServer({ ...overrides, distDir, rateLimits: NO_RATE_LIMITS }),
  );
  try {
    const context = await fuzzContext(server.app);
    const guard = await rowGuard(server.app.db);
    const results: OperationResult[] = [];
    // the payment provider's routes (/pay/*) take these same generated requests, and more made
    // from the provider's own keys and references, in payments-fuzz.test.ts
    for (const operation of operations.filter((one) => !one.url.startsWith(PROVIDER_PREFIX))) {
      const requests = operationRequests(operation, context);
      results.push(
        await fuzzOperation(server.app, guard, operationName(operation), requests, settings),
      );
    }
    results.push(
      await fuzzOperation(server.app, guard, 'unrouted requests', strayRequests(context), settings),
    );
    printResults(results);
    if (process.env.FUZZ_RUNS) console.info(`${guard.digests()} table digests taken`);
    return results;
  } finally {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  }
}

function expectClean(results: OperationResult[]) {
  expect(results.map((result) => result.name)).toEqual(expect.arrayContaining(EXPECTED));
  expect(results.filter((result) => result.sent < settings.runs)).toEqual([]);
  expect(results.flatMap((result) => result.failure ?? [])).toEqual([]);
}

/**
 * About 40 operations × runs requests (the catalogue, cart, checkout, order, account and
 * identity routes); generous for a busy two-core machine.
 */
const timeout = 120_000 + settings.runs * 2_000;

fuzzOnEachDatabase({
  suite: 'the fuzz suite',
  claim: 'no 5xx, every error in the shape, nothing stored by a rejected request',
  timeout,
  run: fuzzApp,
  expectClean,
});
