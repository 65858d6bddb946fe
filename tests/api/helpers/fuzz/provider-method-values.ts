/**
 * The payment provider fuzz's values and requests for the methods besides cards
 * (payments-fuzz.test.ts): real pspReferences, page ids, PayPal transaction ids, Alipay's
 * paymentId and wallet tokens, made by paying and answering pages once per method, so the
 * generated requests reach the pages, approvals, updates, cancels and completions; payments of
 * every method with fields now and then broken; and wallet tokens with one fault each, which
 * must all be refused with nothing stored.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { providerPayments } from '../../../../src/server/db/schema';
import type { PaymentResponse } from '../../../../src/shared/payments/provider-api';
import { applePayToken, googlePayPayload, googlePayToken, WALLET_YEAR } from '../wallet-tokens';
import { checkProperty, countResponse, fuzzSettings, type OperationResult } from './fuzz-operation';
import type { FuzzRequest } from './operation-requests';
import { brokenRule } from './response-rules';

const RETURN_URL = 'http://shop.example/gb/en/complete?orderReference=R&paymentMethod=m';

const pay = (app: FastifyInstance, paymentMethod: unknown, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/pay/v1/payments',
    payload: {
      reference: `ORDER-${randomUUID()}`,
      amount: { value: 4_500, currency: 'EUR' },
      paymentMethod,
      returnUrl: RETURN_URL,
      ...extra,
    },
  });

const form = (app: FastifyInstance, url: string, body: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

/** Known values by field name, from one payment of each method and one answer of each page. */
export async function methodValues(app: FastifyInstance): Promise<Record<string, string[]>> {
  const values: Record<string, string[]> = {
    pspReference: [],
    pgTransactionId: ['null'],
    paymentId: [],
    id: [],
    issuer: ['INGBNL2A', 'NOTABANK'],
    googlePayToken: [googlePayToken({ pan: '4111111111111111' })],
    applePayToken: [applePayToken({ pan: '4111111111111111', amount: 4_500 })],
    redirectResult: [],
    reference: [],
  };
  const page = async (method: unknown, extra: object = {}) => {
    const answer = (await pay(app, method, extra)).json<PaymentResponse>();
    values.pspReference!.push(answer.pspReference);
    values.reference!.push(answer.merchantReference);
    const id = answer.action?.data?.paymentId ?? answer.action?.url.split('/').pop() ?? '';
    values.id!.push(id);
    values.paymentId!.push(id);
    return { answer, id };
  };
  for (const express of [false, true]) {
    const { id } = await page({ type: 'paypal', ...(express ? { subtype: 'express' } : {}) });
    const back = await form(
      app,
      `/pay/v1/paypal/${id}`,
      `outcome=approve&address=${express ? 1 : 0}`,
    );
    const query = new URL(String(back.headers.location)).searchParams;
    values.pgTransactionId!.push(query.get('pgTransactionId')!);
  }
  await page({ type: 'paypal' }); // left waiting
  for (const outcome of ['approve', 'pending']) {
    const { id } = await page({ type: 'ideal' });
    const back = await form(app, `/pay/v1/bank/${id}`, `outcome=${outcome}&issuer=RABONL2U`);
    values.redirectResult!.push(
      new URL(String(back.headers.location)).searchParams.get('redirectResult')!,
    );
  }
  await page({ type: 'ideal', issuer: 'BUNQNL2A' }); // left waiting
  const { id: alipay } = await page({ type: 'alipay' });
  await form(app, `/pay/v1/alipay/${alipay}`, 'outcome=pending');
  await page({ type: 'alipay' }); // left waiting
  return values;
}

const sometimes = <T>(value: fc.Arbitrary<T>, weight: number, otherwise: number) =>
  fc.oneof({ weight, arbitrary: value }, { weight: otherwise, arbitrary: fc.constant(undefined) });

const address = fc.record(
  {
    street: fc.oneof(fc.constant('Baker Street'), fc.string({ maxLength: 130 })),
    city: fc.constantFrom('London', '', 'x'.repeat(61)),
    postalCode: fc.constantFrom('NW1 6XE', '12345'),
    country: fc.constantFrom('GB', 'IE', 'gb', 'ZZ'),
  },
  { requiredKeys: ['street', 'city', 'country'] },
);

/** Payments of every other method: tokens made fresh, now and then broken; pages and countries. */
export function methodPayments(): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    fc.record({
      type: fc.constant('paypal'),
      subtype: sometimes(fc.constantFrom('express', 'redirect', 'sdk'), 1, 1),
    }),
    fc.record({
      type: fc.constant('ideal'),
      issuer: sometimes(fc.constantFrom('INGBNL2A', 'NOPE', ''), 1, 2),
    }),
    fc.constant({ type: 'alipay' }),
    fc.record({
      type: fc.constant('googlepay'),
      pan: fc.constantFrom(
        '4111111111111111',
        '5555555555554444',
        '6011111111111117',
        '4000000000000077',
      ),
      network: sometimes(fc.constantFrom('VISA', 'MASTERCARD', 'AMEX', 'visa!'), 1, 1),
    }),
    fc.record({
      type: fc.constant('applepay'),
      pan: fc.constantFrom('4111111111111111', '378282246310005'),
    }),
  );
  // mostly what a shop sends, so a good share reaches a payment; now and then out of range
  const usual = <T>(value: T, odd: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 4, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: odd });
  return fc
    .record({
      method,
      value: usual(4_500, fc.integer({ min: -1, max: 2 ** 31 })),
      currency: usual('EUR', fc.constantFrom('GBP', 'AED', 'JPY', 'XXX')),
      countryCode: sometimes(usual('GB', fc.constantFrom('FR', 'JP', 'US', 'ZZ', 'gb')), 1, 1),
      deliveryAddress: sometimes(address, 1, 3),
      reference: fc.oneof(
        { weight: 4, arbitrary: fc.uuid().map((id) => `ORDER-${id}`) },
        { weight: 1, arbitrary: fc.constantFrom(`ORDER-${randomUUID()}`, 'bad ref') },
      ),
    })
    .map(({ method: chosen, value, currency, reference, ...extra }): FuzzRequest => {
      const { pan, network, ...rest } = chosen as Record<string, string | undefined>;
      const paymentMethod =
        rest.type === 'googlepay'
          ? {
              type: 'googlepay',
              googlePayToken: googlePayToken({ pan: pan! }),
              ...(network ? { googlePayCardNetwork: network } : {}),
            }
          : rest.type === 'applepay'
            ? { type: 'applepay', applePayToken: applePayToken({ pan: pan!, amount: value }) }
            : Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      const body = {
        reference,
        amount: { value, currency },
        paymentMethod,
        returnUrl: RETURN_URL,
        ...Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined)),
      };
      return {
        method: 'POST',
        url: '/pay/v1/payments',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      };
    });
}

/** One fault in a Google Pay token: every one must be refused. */
function googleFaults(): fc.Arbitrary<{ token: string; network?: string }> {
  const payload = googlePayPayload({ pan: '4111111111111111' });
  const envelope = JSON.parse(googlePayToken({ pan: '4111111111111111' }, payload)) as Record<
    string,
    unknown
  >;
  const details = payload.paymentMethodDetails as Record<string, unknown>;
  const withDetails = (changes: Record<string, unknown>) =>
    googlePayToken({ pan: '' }, { ...payload, paymentMethodDetails: { ...details, ...changes } });
  return fc.oneof(
    fc
      .constantFrom('signature', 'intermediateSigningKey', 'protocolVersion', 'signedMessage')
      .map((key) => {
        const { [key]: _dropped, ...rest } = envelope;
        return { token: JSON.stringify(rest) };
      }),
    fc.tuple(fc.nat(15), fc.integer({ min: 1, max: 9 })).map(([at, step]) => {
      const pan = '4111111111111111';
      const digit = (Number(pan[at]) + step) % 10;
      return { token: withDetails({ pan: `${pan.slice(0, at)}${digit}${pan.slice(at + 1)}` }) };
    }),
    fc.constantFrom(
      { token: withDetails({ expirationYear: WALLET_YEAR - 10 }) },
      { token: withDetails({ authMethod: 'NONE' }) },
      { token: withDetails({ cryptogram: '' }) },
      { token: googlePayToken({ pan: '' }, { ...payload, messageExpiration: '1' }) },
      { token: googlePayToken({ pan: '' }, { ...payload, paymentMethod: 'TOKEN' }) },
      { token: googlePayToken({ pan: '4111111111111111' }), network: 'MASTERCARD' },
    ),
  );
}

/**
 * Wallet tokens with one fault each (an envelope field gone, a PAN digit changed, an expired
 * card or message, no cryptogram, another network, another amount): each refused with 422,
 * none stored.
 */
export async function walletTokenFaults(app: FastifyInstance): Promise<OperationResult> {
  const result: OperationResult = { name: 'wallet token faults', sent: 0, statuses: {} };
  const apple = fc.integer({ min: 1, max: 1000 }).map((delta) => ({
    method: {
      type: 'applepay',
      applePayToken: applePayToken({ pan: '4111111111111111', amount: 4_500 + delta }),
    },
  }));
  const google = googleFaults().map(({ token, network }) => ({
    method: {
      type: 'googlepay',
      googlePayToken: token,
      ...(network ? { googlePayCardNetwork: network } : {}),
    },
  }));
  const stored = async () => (await app.db.select({ n: count() }).from(providerPayments))[0]!.n;
  const property = fc.asyncProperty(fc.oneof(google, apple), async ({ method }) => {
    const before = await stored();
    const response = await pay(app, method);
    countResponse(result, response.statusCode);
    const broken = brokenRule('POST', response);
    if (broken) throw new Error(broken);
    if (response.statusCode !== 422)
      throw new Error(`a faulty wallet token answered ${response.statusCode}: ${response.body}`);
    if ((await stored()) !== before) throw new Error('a faulty wallet token was stored');
  });
  return checkProperty(result, property, fuzzSettings);
}
