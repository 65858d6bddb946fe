/**
 * The order calls' fuzz requests for the methods besides cards (checkout-payment-fuzz.test.ts):
 * payment bodies for PayPal (also express), iDEAL, Alipay and the wallets that start from a
 * valid one (a fresh wallet token each time, the bag's total) and break some of their fields,
 * mixed with bodies drawn from the route's own schema; and PayPal returns (PUT
 * …/payment/{orderReference}) with the order's real return, or with its fields broken, swapped
 * with another order's, made "null" or cancelled, or under another order's reference.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../../../content/site-config';
import fc from 'fast-check';
import {
  PaymentBodySchema,
  PayPalReturnBodySchema,
} from '../../../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../../src/shared/api/checkout-paths';
import { applePayToken, googlePayToken } from '../wallet-tokens';
import { cartHeaders } from './cart-scene';
import { hostileString } from './hostile-inputs';
import type { FuzzRequest } from './operation-requests';
import type { PaymentScene } from './payment-scenes';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary';

export interface SceneOperation {
  name: string;
  plans: fc.Arbitrary<(scene: PaymentScene) => FuzzRequest>;
}

const brokenValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, -1, 0, 1.5, true, [], {}, undefined, 'x', 'null'),
  },
);

const headerKey = fc.oneof(
  { weight: 6, arbitrary: fc.uuid().map((id) => ({ 'idempotency-key': `fuzz-${id}` })) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ 'idempotency-key': 'bad key!' }) },
);

/**
 * Cards the provider authorises: a payment refused by the card keeps its order CANCELLED with
 * the answer stored (docs/api.md "Payment refusals"), which the API suites test; here every
 * rejection must store nothing.
 */
const CARDS = ['4111111111111111', '5555555555554444', '378282246310005'];

type Method = 'paypal' | 'express' | 'ideal' | 'alipay' | 'googlepay' | 'applepay';

/** A valid body of `method` for the scene's bag (a wallet token made now: each pays once). */
function validBody(method: Method, scene: PaymentScene, pan: string): Record<string, unknown> {
  const reviewed = { expectedTotal: scene.total, agreements: CHECKOUT_AGREEMENT_IDS };
  switch (method) {
    case 'express':
      return { paymentMethod: 'paypal', express: true };
    case 'googlepay':
      return { paymentMethod: method, walletToken: googlePayToken({ pan }), ...reviewed };
    case 'applepay':
      return {
        paymentMethod: method,
        walletToken: applePayToken({ pan, amount: scene.total }),
        ...reviewed,
      };
    default:
      return { paymentMethod: method, ...reviewed };
  }
}

export function altPaymentOperation(siteTag: string): SceneOperation {
  const url = `${CHECKOUT_API.checkoutPayment}?lang=en&siteTag=${encodeURIComponent(siteTag)}`;
  const mutated = fc.record({
    method: fc.constantFrom<Method>(
      'paypal',
      'express',
      'ideal',
      'alipay',
      'googlepay',
      'applepay',
    ),
    pan: fc.constantFrom(...CARDS),
    broken: fc.array(
      fc.tuple(
        fc.constantFrom(
          'paymentMethod',
          'express',
          'walletToken',
          'cardNetwork',
          'expectedTotal',
          'agreements',
          'extra',
        ),
        fc.oneof(brokenValue, fc.integer({ min: -2, max: 2 })),
      ),
      { maxLength: 2 },
    ),
  });
  const plans = fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: mutated },
        {
          weight: 1,
          arbitrary: schemaArbitrary(PaymentBodySchema as unknown as JsonSchema, {}).map(
            (body) => ({ body }),
          ),
        },
      ),
      headerKey,
    )
    .map(([plan, key]) => (scene: PaymentScene): FuzzRequest => {
      const body =
        'body' in plan
          ? plan.body
          : {
              ...validBody(plan.method, scene, plan.pan),
              ...Object.fromEntries(
                plan.broken.map(([field, value]) => [
                  field,
                  field === 'expectedTotal' && typeof value === 'number'
                    ? scene.total + value
                    : value,
                ]),
              ),
            };
      return {
        method: 'POST',
        url,
        headers: { ...cartHeaders(scene.session, true), ...key },
        payload: JSON.stringify(body) ?? 'null',
      };
    });
  return { name: `POST ${CHECKOUT_API.checkoutPayment} (PayPal, iDEAL, Alipay, wallets)`, plans };
}

/** PayPal returns for the scene's order; `others` are returns of other orders to swap in. */
export function paypalReturnOperation(
  siteTag: string,
  others: () => readonly PaymentScene[],
): SceneOperation {
  const fields = ['utr', 'pgTransactionId', 'status', 'expectedTotal'] as const;
  const change = fc.oneof(
    { weight: 2, arbitrary: brokenValue.map((value) => ({ kind: 'value' as const, value })) },
    { weight: 2, arbitrary: fc.constant({ kind: 'other' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'omit' as const }) },
    { weight: 1, arbitrary: fc.nat(20).map((at) => ({ kind: 'alter' as const, at })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('null', 'cancelled', 'approved').map((value) => ({
        kind: 'value' as const,
        value,
      })),
    },
  );
  const plan = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        changes: fc.array(fc.tuple(fc.constantFrom(...fields), change), { maxLength: 2 }),
        reference: fc.oneof(
          { weight: 6, arbitrary: fc.constant<'own' | 'other' | string>('own') },
          { weight: 1, arbitrary: fc.constant('other') },
          { weight: 1, arbitrary: fc.constantFrom('00000-00000', 'nothing', '%2E%2E') },
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: schemaArbitrary(PayPalReturnBodySchema as unknown as JsonSchema, {}).map(
        (body) => ({ body }),
      ),
    },
  );
  const plans = fc.tuple(plan, headerKey).map(([chosen, key]) => (scene: PaymentScene) => {
    const pool = others().filter((other) => other.orderReference !== scene.orderReference);
    const other = pool[pool.length - 1] ?? scene;
    let body: Record<string, unknown>;
    let reference = scene.orderReference!;
    if ('body' in chosen) body = chosen.body as Record<string, unknown>;
    else {
      body = { ...scene.paypal };
      for (const [field, how] of chosen.changes) {
        if (how.kind === 'omit') delete body[field];
        else if (how.kind === 'value') body[field] = how.value;
        else if (how.kind === 'other') body[field] = other.paypal?.[field] ?? other.total;
        else {
          const text = String(body[field] ?? '');
          body[field] =
            `${text.slice(0, how.at % (text.length + 1))}Z${text.slice((how.at % (text.length + 1)) + 1)}`;
        }
      }
      if (chosen.reference === 'other') reference = other.orderReference!;
      else if (chosen.reference !== 'own') reference = chosen.reference;
    }
    return {
      method: 'PUT',
      url: `${CHECKOUT_API.checkoutPaymentOf(reference)}?lang=en&siteTag=${encodeURIComponent(siteTag)}`,
      headers: { ...cartHeaders(scene.session, true), ...key },
      payload: JSON.stringify(body) ?? 'null',
    };
  });
  return { name: 'PUT /api/checkout/payment/:orderReference', plans };
}
