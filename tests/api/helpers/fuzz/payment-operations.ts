/**
 * The order calls' fuzz requests (checkout-payment-fuzz.test.ts): payment bodies that start
 * from a valid one (a card encrypted with the provider's key, the bag's total) and break some
 * of their fields — hostile text, blobs altered in one byte, wrong totals, wrong types — mixed
 * with bodies drawn from the route's own schema, under an Idempotency-Key or without one; and
 * 3-D Secure completions with the order's real result or broken ones.
 */
import fc from 'fast-check';
import {
  PaymentBodySchema,
  PaymentDetailsBodySchema,
} from '../../../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../../src/shared/api/checkout-paths';
import type { EncryptedCard } from '../../../../src/platform/payments/encrypt-card';
import { alterBlob } from '../payments';
import { cartHeaders } from './cart-scene';
import { hostileString } from './hostile-inputs';
import type { FuzzRequest } from './operation-requests';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary';

import type { PaymentScene } from './payment-scenes';

export type { PaymentScene };

export interface PaymentOperation {
  name: string;
  plans: fc.Arbitrary<(scene: PaymentScene) => FuzzRequest>;
}

const brokenValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, -1, 0, 1.5, true, [], {}, undefined, 'x'),
  },
);

const headerKey = fc.oneof(
  { weight: 6, arbitrary: fc.uuid().map((id) => ({ 'idempotency-key': `fuzz-${id}` })) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('short', 'bad key!', 'ключ-ключ-ключ')
      .map((key) => ({ 'idempotency-key': key })),
  },
);

export function paymentOperations(
  site: { siteTag: string; agreements: readonly string[] },
  card: EncryptedCard,
  total: number,
): PaymentOperation[] {
  const url = (path: string) => `${path}?lang=en&siteTag=${encodeURIComponent(site.siteTag)}`;
  const valid = {
    paymentMethod: 'creditcard',
    card,
    expectedTotal: total,
    agreements: [...site.agreements],
  };
  const cardField = fc.constantFrom(...(Object.keys(card) as Array<keyof EncryptedCard>));
  const mutatedPayment = fc
    .record({
      top: fc.array(
        fc.tuple(
          fc.constantFrom(
            'paymentMethod',
            'card',
            'expectedTotal',
            'agreements',
            'holderName',
            'storeCard',
            'extra',
          ),
          fc.oneof(brokenValue, fc.integer({ min: total - 2, max: total + 2 })),
        ),
        { maxLength: 2 },
      ),
      cardBroken: fc.option(fc.tuple(cardField, fc.oneof(brokenValue, fc.nat(400))), {
        nil: undefined,
      }),
    })
    .map(({ top, cardBroken }) => {
      const brokenCard = cardBroken
        ? {
            ...card,
            [cardBroken[0]]:
              typeof cardBroken[1] === 'number'
                ? alterBlob(
                    card[cardBroken[0]],
                    cardBroken[1] % 2 ? 'ciphertext' : 'wrappedKey',
                    cardBroken[1],
                  )
                : cardBroken[1],
          }
        : card;
      return { ...valid, card: brokenCard, ...Object.fromEntries(top) };
    });
  const payment: PaymentOperation = {
    name: `POST ${CHECKOUT_API.checkoutPayment}`,
    plans: fc
      .tuple(
        fc.oneof(
          { weight: 4, arbitrary: mutatedPayment },
          { weight: 1, arbitrary: schemaArbitrary(PaymentBodySchema as unknown as JsonSchema, {}) },
        ),
        headerKey,
      )
      .map(([body, key]) => (scene: PaymentScene) => ({
        method: 'POST',
        url: url(CHECKOUT_API.checkoutPayment),
        headers: { ...cartHeaders(scene.session, true), ...key },
        payload: JSON.stringify(body) ?? 'null',
      })),
  };
  const details: PaymentOperation = {
    name: `POST ${CHECKOUT_API.checkoutPaymentDetails}`,
    plans: fc
      .oneof(
        {
          weight: 3,
          arbitrary: fc.record({
            reference: fc.option(brokenValue, { nil: undefined, freq: 2 }),
            result: fc.option(brokenValue, { nil: undefined, freq: 2 }),
          }),
        },
        {
          weight: 1,
          arbitrary: schemaArbitrary(PaymentDetailsBodySchema as unknown as JsonSchema, {}).map(
            (body) => ({ body }),
          ),
        },
      )
      .map((plan) => (scene: PaymentScene) => {
        const body =
          'body' in plan
            ? plan.body
            : {
                orderReference:
                  plan.reference === undefined ? scene.orderReference : plan.reference,
                redirectResult: plan.result === undefined ? scene.redirectResult : plan.result,
              };
        return {
          method: 'POST',
          url: url(CHECKOUT_API.checkoutPaymentDetails),
          headers: cartHeaders(scene.session, true),
          payload: JSON.stringify(body) ?? 'null',
        };
      }),
  };
  return [payment, details];
}
