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
import { API } from '../../src/shared/api/paths';
import type { Cart } from '../../src/shared/domain/cart';
import { loadFixtures } from './helpers/fixtures';
import { cartOperations, type CartOperation } from './helpers/fuzz/cart-operations';
import { cartScene, type CartScene } from './helpers/fuzz/cart-scene';
import {
  checkProperty,
  fuzzSettings as settings,
  type OperationResult,
} from './helpers/fuzz/fuzz-operation';
import { fuzzOnEachDatabase, sendChecked } from './helpers/fuzz/fuzz-suite';

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
    const { response, after, fail } = await sendChecked(app, request, result, () =>
      scene.stored(cart.session),
    );
    const answersCart = !request.url.startsWith(API.cartPromotions);
    if (response.statusCode === 200 && answersCart)
      if (answeredLines(response.json<Cart>()) !== storedLines(after))
        throw fail(`answered a cart other than the stored one: ${after}`);
  });
  return checkProperty(result, property, settings);
}

// 7 operations, each request on its own cart
fuzzOnEachDatabase('the cart fuzz', 7, async (app) => {
  const scene = await cartScene(app, await loadFixtures(app));
  const results: OperationResult[] = [];
  for (const operation of cartOperations(scene))
    results.push(await fuzzCartOperation(app, scene, operation));
  return results;
});
