/**
 * The order calls' fuzz (issue 13 "Bad input"): each operation gets FUZZ_RUNS generated
 * requests, each for a state made afresh (helpers/fuzz/payment-scenes.ts):
 * - POST /api/checkout/payment with card bodies (helpers/fuzz/payment-operations.ts) and with
 *   PayPal, express, iDEAL, Alipay and wallet bodies (alt-payment-operations.ts), for a
 *   session whose bag and shipping step are complete (a bag alone, now and then, for express);
 * - POST /api/checkout/payment/details for an order waiting on a 3-D Secure challenge or on
 *   Alipay's page, each answered "approve";
 * - PUT /api/checkout/payment/{orderReference} for a PayPal order (from the payment step or
 *   express from the basket) approved on PayPal's page, with its return or a broken one.
 * None may answer 5xx; an error is `{ status, code, message }` and leaves the session's orders,
 * the sku's stock, the session's idempotency keys and the provider's payments of its orders
 * exactly as they were. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fc from 'fast-check';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import type { ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { loadFixtures } from './helpers/fixtures';
import { altPaymentOperation, paypalReturnOperation } from './helpers/fuzz/alt-payment-operations';
import { checkProperty, fuzzSettings, type OperationResult } from './helpers/fuzz/fuzz-operation';
import { fuzzOnEachDatabase, sendChecked } from './helpers/fuzz/fuzz-suite';
import { paymentOperations } from './helpers/fuzz/payment-operations';
import { paymentScenes, type PaymentScene } from './helpers/fuzz/payment-scenes';
import type { FuzzRequest } from './helpers/fuzz/operation-requests';
import { card } from './helpers/payments';
import { setSku } from './helpers/skus';

interface Operation {
  name: string;
  plans: fc.Arbitrary<(scene: PaymentScene) => FuzzRequest>;
}

// 5 operations; each request first fills a bag and its shipping step (four more calls, and
// for details and PayPal returns a payment and its page), so the time allowed counts it as 16
fuzzOnEachDatabase('the order calls fuzz', 16, async (app) => {
  const fixtures = await loadFixtures(app);
  const site = fixtures.site('gb');
  const pick = fixtures.stocked(10, 0);
  await setSku(app.db, pick.sku.sku, { stock: 1_000_000 });
  const scenes = await paymentScenes(app, site, {
    productId: pick.product.productId,
    sku: pick.sku.sku,
  });
  const { total } = await scenes.ready();
  const keyAnswer = await app.inject({ method: 'GET', url: '/pay/v1/public-key' });
  const successCard = await encryptCard(
    card('4111111111111111'),
    keyAnswer.json<ProviderPublicKey>(),
  );
  const [payment, details] = paymentOperations(site, successCard, total);

  const fuzz = async (operation: Operation, scene: () => Promise<PaymentScene>) => {
    const result: OperationResult = { name: operation.name, sent: 0, statuses: {} };
    const property = fc.asyncProperty(operation.plans, async (plan) => {
      const fresh = await scene();
      await sendChecked(app, plan(fresh), result, () => scenes.stored(fresh.session));
    });
    return checkProperty(result, property, fuzzSettings);
  };
  let sent = 0;
  const approved: PaymentScene[] = [];
  return [
    await fuzz(payment!, scenes.ready),
    // a bag alone now and then, so express bodies reach an order and others find it incomplete
    await fuzz(altPaymentOperation(site.siteTag), () =>
      ++sent % 4 === 0 ? scenes.basket() : scenes.ready(),
    ),
    await fuzz(details!, () => (++sent % 2 === 0 ? scenes.challenged() : scenes.alipayAnswered())),
    await fuzz(
      paypalReturnOperation(site.siteTag, () => approved),
      async () => {
        const scene = await scenes.paypalApproved(++sent % 3 === 0);
        approved.push(scene);
        if (approved.length > 4) approved.shift();
        return scene;
      },
    ),
  ];
});
