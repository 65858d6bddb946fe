/**
 * The payment provider's fuzz (issue 13 "Bad input"): every /pay operation gets FUZZ_RUNS
 * generated and hostile requests (helpers/fuzz/), whose fields now and then hold real values
 * — blobs of every test card, some altered or under another key id, real references, challenge
 * and page ids, redirect results, pspReferences, PayPal transaction ids, wallet tokens, the
 * sites' Apple Pay merchants — so some reach a charge, a page's answer, an approval, an update,
 * a cancel or a merchant session. None may answer
 * 5xx, every error is `{ status, code, message }`, and a rejected request stores nothing. Then
 * FUZZ_RUNS card payments, FUZZ_RUNS payments of the other methods
 * (helpers/fuzz/provider-method-values.ts), FUZZ_RUNS payments whose one blob has one altered
 * byte and FUZZ_RUNS wallet tokens with one fault: each of the last two refused, none stored.
 * On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import type { AppConfig } from '../../src/server/config';
import { providerPayments } from '../../src/server/db/schema';
import type { PaymentResponse } from '../../src/shared/payments/provider-api';
import { fuzzContext } from './helpers/fuzz/fuzz-context';
import {
  checkProperty,
  countResponse,
  fuzzOperation,
  fuzzSettings as settings,
  NO_RATE_LIMITS,
  type OperationResult,
  fuzzOnEachDatabase,
  printResults,
} from './helpers/fuzz/fuzz-operation';
import { operationRequests, type FuzzRequest } from './helpers/fuzz/operation-requests';
import { brokenRule } from './helpers/fuzz/response-rules';
import { operationName, withRouteCatalogue } from './helpers/fuzz/route-catalogue';
import { rowGuard } from './helpers/fuzz/row-guard';
import { alterBlob, card, encryptedBody, publicKey, withKeyId } from './helpers/payments';
import {
  methodPayments,
  methodValues,
  walletTokenFaults,
} from './helpers/fuzz/provider-method-values';
import { startServer, type StartedServer } from './helpers/start-server';

const CARDS = [
  '4111111111111111',
  '4000000000000002',
  '4000000000003220',
  '5200000000001096',
  '4000000000000119',
];
const BLOB_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
] as const;

/** Real values for the provider's fields, made by paying and challenging once per card. */
async function providerValues(server: StartedServer) {
  const key = await publicKey(server.url);
  const values: Record<string, string[]> = {
    reference: [],
    merchantReference: [],
    id: [],
    redirectResult: [],
  };
  for (const field of BLOB_FIELDS) values[field] = [];
  // Apple Pay's merchant validation: the merchants the provider holds, and plausible shop hosts
  values.merchantIdentifier = server.app.sites.all.map((site) => `merchant.${site.sitePublicId}`);
  values.domainName = ['shop.example', 'localhost', '127.0.0.1'];
  values.displayName = ['Vitrine'];
  for (const number of CARDS) {
    const body = await encryptedBody(key, number);
    const paid = await server.app.inject({
      method: 'POST',
      url: '/pay/v1/payments',
      payload: body,
    });
    const answer = paid.json<PaymentResponse>();
    values.reference!.push(body.reference);
    values.merchantReference!.push(body.reference);
    for (const field of BLOB_FIELDS) {
      const blob = body.paymentMethod[field]!;
      values[field]!.push(blob, alterBlob(blob, 'ciphertext', 3), withKeyId(blob, 'old-key'));
    }
    // the first challenge is answered (its redirectResult is known), the second left waiting
    if (answer.action) {
      const id = answer.action.url.split('/').pop()!;
      values.id!.push(id);
      if (values.redirectResult!.length > 0) continue;
      const back = await server.app.inject({
        method: 'POST',
        url: answer.action.url,
        payload: { outcome: 'approve' },
      });
      values.redirectResult!.push(
        new URL(String(back.headers.location)).searchParams.get('redirectResult')!,
      );
    }
  }
  return { key, values };
}

async function paymentsFuzz(overrides: Partial<AppConfig>): Promise<OperationResult[]> {
  const { built: server, operations } = await withRouteCatalogue(() =>
    startServer({ ...overrides, rateLimits: NO_RATE_LIMITS }),
  );
  try {
    const { key, values } = await providerValues(server);
    const methods = await methodValues(server.app);
    for (const [name, more] of Object.entries(methods))
      values[name] = [...(values[name] ?? []), ...more];
    const base = await fuzzContext(server.app);
    const known = { ...base.known, ...values };
    const context = {
      ...base,
      known,
      everything: [...base.everything, ...Object.values(values).flat()],
    };
    const guard = await rowGuard(server.app.db);
    const results: OperationResult[] = [];
    for (const operation of operations.filter((o) => o.url.startsWith('/pay/'))) {
      const requests = operationRequests(operation, context);
      results.push(
        await fuzzOperation(server.app, guard, operationName(operation), requests, settings),
      );
    }
    results.push(
      await fuzzOperation(server.app, guard, 'card payments', await cardPayments(key), settings),
    );
    results.push(
      await fuzzOperation(server.app, guard, 'other method payments', methodPayments(), settings),
    );
    results.push(await tamperedPayments(server, key));
    results.push(await walletTokenFaults(server.app));
    printResults(results);
    return results;
  } finally {
    await server.close();
  }
}

/** `value` in `weight` of `weight + otherwise` cases, else undefined. */
const sometimes = <T>(value: fc.Arbitrary<T>, weight: number, otherwise: number) =>
  fc.oneof({ weight, arbitrary: value }, { weight: otherwise, arbitrary: fc.constant(undefined) });

/**
 * Payments a shop could send: real card fields of every test card (now and then one swapped for
 * another field's blob, an altered one or one under an old key id), references old and new,
 * amounts and currencies in and out of range, stored cards, return URLs good and bad. So the
 * fuzz charges, challenges and refuses, and the row guard sees each refusal store nothing.
 */
async function cardPayments(key: Awaited<ReturnType<typeof publicKey>>) {
  const cards = await Promise.all(
    [...CARDS, '4000000000009995', '4000000000000077', '5555555555554444'].map((number) =>
      encryptCard(card(number), key),
    ),
  );
  const blobs = cards.flatMap((fields) => BLOB_FIELDS.map((field) => fields[field]));
  const oddBlob = fc.oneof(
    fc.constantFrom(...blobs),
    fc.constantFrom(...blobs).map((blob) => alterBlob(blob, 'ciphertext', 9)),
    fc.constantFrom(...blobs).map((blob) => withKeyId(blob, 'old-key')),
  );
  const references = Array.from({ length: 4 }, () => `ORDER-${randomUUID()}`);
  const body = fc.record(
    {
      reference: fc.oneof(
        fc.constantFrom(...references),
        fc.uuid().map((id) => `ORDER-${id}`),
      ),
      amount: fc.record({
        value: fc.oneof(fc.constantFrom(100, 4_500), fc.integer({ min: -10, max: 2 ** 31 })),
        currency: fc.constantFrom('GBP', 'EUR', 'JPY', 'XXX', 'gbp'),
      }),
      paymentMethod: fc
        .tuple(
          fc.constantFrom(...cards),
          sometimes(fc.tuple(fc.constantFrom(...BLOB_FIELDS), oddBlob), 1, 2),
          sometimes(fc.constantFrom('SPM-none', 'x'), 1, 8),
        )
        .map(([fields, odd, stored]) => ({
          type: 'scheme',
          ...fields,
          ...(odd ? { [odd[0]]: odd[1] } : {}),
          ...(stored ? { storedPaymentMethodId: stored } : {}),
        })),
      storePaymentMethod: fc.boolean(),
      shopperReference: fc.constantFrom('fuzz-shopper', 'other'),
      returnUrl: fc.oneof(
        { weight: 4, arbitrary: fc.constant('http://shop.example/return') },
        { weight: 1, arbitrary: fc.constantFrom('https://[::1]/r', 'http://a;b/c') },
      ),
    },
    { requiredKeys: ['reference', 'amount', 'paymentMethod', 'returnUrl'] },
  );
  return fc
    .tuple(body, fc.constantFrom(undefined, 'fuzz-key-1', 'fuzz-key-2'))
    .map(([payload, idempotencyKey]): FuzzRequest => ({
      method: 'POST',
      url: '/pay/v1/payments',
      headers: {
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: JSON.stringify(payload),
    }));
}

/** A real payment with one byte of one part of one blob changed: refused, nothing stored. */
async function tamperedPayments(server: StartedServer, key: Awaited<ReturnType<typeof publicKey>>) {
  const result: OperationResult = { name: 'tampered card blobs', sent: 0, statuses: {} };
  const fields = await encryptCard(card('4111111111111111'), key);
  const tampering = fc.record({
    field: fc.constantFrom(...BLOB_FIELDS),
    part: fc.constantFrom('wrappedKey' as const, 'iv' as const, 'ciphertext' as const),
    at: fc.nat(600),
  });
  const stored = async () =>
    (await server.app.db.select({ n: count() }).from(providerPayments))[0]!.n;
  const property = fc.asyncProperty(tampering, async ({ field, part, at }) => {
    const before = await stored();
    const body = {
      reference: `ORDER-${randomUUID()}`,
      amount: { value: 100, currency: 'EUR' },
      paymentMethod: { type: 'scheme', ...fields, [field]: alterBlob(fields[field], part, at) },
      returnUrl: 'http://shop.example/return',
    };
    const response = await server.app.inject({
      method: 'POST',
      url: '/pay/v1/payments',
      payload: body,
    });
    countResponse(result, response.statusCode);
    const broken = brokenRule('POST', response);
    if (broken) throw new Error(broken);
    if (response.statusCode !== 422)
      throw new Error(`a ${part} altered in ${field} answered ${response.statusCode}`);
    if ((await stored()) !== before) throw new Error(`a ${part} altered in ${field} was stored`);
  });
  return checkProperty(result, property, settings);
}

function expectClean(results: OperationResult[]) {
  expect(results.map((result) => result.name)).toEqual(
    expect.arrayContaining([
      'GET /pay/v1/public-key',
      'POST /pay/v1/payments',
      'POST /pay/v1/payments/details',
      'GET /pay/v1/payments',
      'GET /pay/v1/challenge/:id',
      'POST /pay/v1/challenge/:id',
      'POST /pay/v1/payments/:pspReference/cancels',
      'POST /pay/v1/paypal/approval',
      'POST /pay/v1/paypal/updateOrder',
      'GET /pay/v1/paypal/:id',
      'POST /pay/v1/paypal/:id',
      'GET /pay/v1/bank/:id',
      'POST /pay/v1/bank/:id',
      'POST /pay/v1/alipay',
      'POST /pay/v1/alipay/:id',
      'POST /pay/v1/paymentMethods',
      'DELETE /pay/v1/storedPaymentMethods/:storedPaymentMethodId',
      'POST /pay/v1/applePay/sessions',
      'card payments',
      'other method payments',
      'tampered card blobs',
      'wallet token faults',
    ]),
  );
  expect(results.filter((result) => result.sent < settings.runs)).toEqual([]);
  expect(results.flatMap((result) => result.failure ?? [])).toEqual([]);
}

// 21 operations; the payments and page answers among them decrypt cards or render pages
const timeout = 120_000 + settings.runs * 22 * 60;

fuzzOnEachDatabase({
  suite: 'the payment provider fuzz',
  claim: 'no 5xx, every error in the shape, nothing stored by a rejected request',
  timeout,
  run: paymentsFuzz,
  expectClean,
});
