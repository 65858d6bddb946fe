/**
 * The cart fuzz (issue 12 "Bad input"): every cart operation — add, add with forceBasketClear
 * or setCode, a line's quantity, applying and taking off a voucher, recreateCart, the
 * campaigns — gets FUZZ_RUNS generated requests (helpers/fuzz/cart-operations.ts), each sent
 * to a cart made for it with five lines near the limits and sometimes a voucher
 * (helpers/fuzz/cart-scene.ts). None may answer 5xx; an error is `{ status, code, message }`
 * and leaves the stored cart exactly as it was; an accepted call answers the cart it stored.
 * The suite-wide fuzz (fuzz.test.ts) reaches these routes too, but its one shared cart soon
 * loses the lines their rules are about. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { API } from '../../src/shared/api/paths';
import type { Cart } from '../../src/shared/domain/cart';
import { cartOperations, type CartOperation } from './helpers/fuzz/cart-operations';
import { cartScene, type CartScene } from './helpers/fuzz/cart-scene';
import {
  checkProperty,
  countResponse,
  describeRequest,
  fuzzSettings as settings,
  NO_RATE_LIMITS,
  type OperationResult,
  fuzzOnEachDatabase,
  printResults,
} from './helpers/fuzz/fuzz-operation';
import { brokenRule } from './helpers/fuzz/response-rules';
import { loadFixtures } from './helpers/fixtures';
import { startServer } from './helpers/start-server';

/** The stored lines' ids and quantities, as the answer of an accepted call must show them. */
function answeredLines(cart: Cart): string {
  const lines = [...cart.items.filter((item) => !item.giftOnly), ...cart.unavailableItems];
  return JSON.stringify(lines.map((item) => [item.id, item.quantity]).sort());
}

function storedLines(state: string): string {
  const { lines } = JSON.parse(state) as { lines: Array<{ id: string; quantity: number }> };
  return JSON.stringify(lines.map((line) => [line.id, line.quantity]).sort());
}

async function fuzzCartOperation(
  app: FastifyInstance,
  scene: CartScene,
  operation: CartOperation,
): Promise<OperationResult> {
  const result: OperationResult = { name: operation.name, sent: 0, statuses: {} };
  const property = fc.asyncProperty(operation.plans, async (plan) => {
    const cart = await scene.fresh(plan.voucher);
    const request = plan.request(cart);
    const before = await scene.stored(cart.session);
    const response = await app.inject(request);
    countResponse(result, response.statusCode);
    const fail = (why: string) => new Error(`${why}\n  request: ${describeRequest(request)}`);
    const broken = brokenRule(request.method, response);
    if (broken) throw fail(broken);
    const after = await scene.stored(cart.session);
    if (response.statusCode >= 400 && after !== before)
      throw fail(`rejected with ${response.statusCode} yet the cart changed:\n${before}\n${after}`);
    const answersCart = !request.url.startsWith(API.cartPromotions);
    if (response.statusCode === 200 && answersCart)
      if (answeredLines(response.json<Cart>()) !== storedLines(after))
        throw fail(`answered a cart other than the stored one: ${after}`);
  });
  return checkProperty(result, property, settings);
}

async function cartFuzz(overrides: Partial<AppConfig>): Promise<OperationResult[]> {
  const server = await startServer({ ...overrides, rateLimits: NO_RATE_LIMITS });
  try {
    const scene = await cartScene(server.app, await loadFixtures(server.app));
    const results: OperationResult[] = [];
    for (const operation of cartOperations(scene))
      results.push(await fuzzCartOperation(server.app, scene, operation));
    printResults(results);
    return results;
  } finally {
    await server.close();
  }
}

function expectClean(results: OperationResult[]) {
  expect(results.filter((result) => result.sent < settings.runs)).toEqual([]);
  expect(results.flatMap((result) => result.failure ?? [])).toEqual([]);
  // each operation's rules are reached: some requests accepted, some refused
  for (const { name, statuses } of results)
    expect({
      name,
      accepted: (statuses['2xx'] ?? 0) > 0,
      refused: (statuses['4xx'] ?? 0) > 0,
    }).toEqual({
      name,
      accepted: true,
      refused: true,
    });
}

/** 7 operations × runs requests, each with its own cart: generous for a busy machine. */
const timeout = 60_000 + settings.runs * 7 * 60;

fuzzOnEachDatabase({
  suite: 'the cart fuzz',
  claim: 'no 5xx, every error in the shape and the cart unchanged by it',
  timeout,
  run: cartFuzz,
  expectClean,
});
