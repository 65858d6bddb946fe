/**
 * Bad input to the checkout's shipping step (issue 13 "Bad input"): 10 kB fields, script tags,
 * right-to-left overrides, emoji, unknown countries, wrong types and shapes. Each is answered
 * 4xx with the error body, never 5xx, and stores nothing: every table's rows are the same
 * after it, and the cart read back holds no address, consumer or shipping choice.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDigests } from './helpers/table-digests';
import { checkoutClient, LONDON, type CheckoutClient } from './helpers/checkout-client';
import type { Fixtures } from './helpers/fixtures';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

const TEN_KB = 'a'.repeat(10 * 1024);

const BAD_ADDRESSES: Array<[string, unknown]> = [
  ['a 10 kB first name', { ...LONDON, firstName: TEN_KB }],
  ['a 10 kB reference', { ...LONDON, reference: TEN_KB }],
  ['a script tag', { ...LONDON, addressLine1: '<script>alert(1)</script>' }],
  ['an image tag in the city', { ...LONDON, city: '<img src=x onerror=alert(1)>' }],
  ['a right-to-left override', { ...LONDON, lastName: '\u202Eecalevol' }],
  ['a right-to-left isolate', { ...LONDON, firstName: 'Ada\u2067' }],
  ['emoji', { ...LONDON, firstName: 'Ada 👩‍💻' }],
  ['a flag', { ...LONDON, city: 'London 🇬🇧' }],
  ['a control character', { ...LONDON, city: 'Lon\u0007don' }],
  ['an unknown country', { ...LONDON, countryCode: 'ZZ' }],
  ['VN', { ...LONDON, countryCode: 'VN' }],
  ['a lower-case country', { ...LONDON, countryCode: 'gb' }],
  ['no country', { ...LONDON, countryCode: undefined }],
  ['an unknown address type', { ...LONDON, addressType: 'HOME' }],
  ['a number for a name', { ...LONDON, firstName: 42 }],
  ['null for a name', { ...LONDON, lastName: null }],
  ['an array for the city', { ...LONDON, city: ['London'] }],
  ['an object for the postcode', { ...LONDON, postcode: { code: 'NW1 6XE' } }],
  ['a bad locale', { ...LONDON, locale: 'english' }],
  ['a NUL', { ...LONDON, addressLine1: 'Baker\u0000Street' }],
  ['an array body', [LONDON]],
  ['a string body', 'LONDON'],
  ['null', null],
];

const BAD_CONSUMERS: Array<[string, unknown]> = [
  ['a 10 kB email', { firstName: 'Ada', lastName: 'L', email: `${TEN_KB}@example.com` }],
  ['a script tag', { firstName: '<script>x</script>', lastName: 'L', email: 'a@example.com' }],
  ['a right-to-left override', { firstName: '\u202Eada', lastName: 'L', email: 'a@example.com' }],
  ['emoji', { firstName: 'Ada', lastName: '🙂', email: 'a@example.com' }],
  ['a phone of another country', { ...LONDON, phoneNumber: '+33 6 12 34 56 78' }],
  ['a phone that is no number', { ...LONDON, phoneNumber: 'call me' }],
  ['no name', { email: 'a@example.com' }],
  ['a number for the email', { firstName: 'Ada', lastName: 'L', email: 1 }],
  ['a boolean body', true],
];

const BAD_SHIPPING: Array<[string, unknown]> = [
  ['an unknown option', { id: 'DRONE' }],
  ['a 10 kB id', { id: TEN_KB }],
  ['a script tag', { id: '<script>' }],
  ['an empty id', { id: '' }],
  ['a number', { id: 1 }],
  ['no id', {}],
  ['an array', ['STANDARD']],
];

function inputSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let client: CheckoutClient;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, { campaigns: [] }));
    client = await checkoutClient(server.url, fixtures.site('gb'));
    expect((await client.add(fixtures.stocked(10, 0), 1)).status).toBe(200);
  });
  afterAll(() => server?.close());

  async function expectRefusedUnchanged(send: () => Promise<{ status: number; body: unknown }>) {
    const before = await tableDigests(server.app.db);
    const answer = await send();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({
      status: answer.status,
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(await tableDigests(server.app.db)).toEqual(before);
    const cart = (await client.read()).body;
    expect(cart.addresses).toEqual([]);
    expect(cart.consumer).toEqual({
      accountId: null,
      reference: null,
      typeTag: 'NEW',
      properties: {},
    });
    expect(cart.shipping.selected).toBeNull();
  }

  it.each(BAD_ADDRESSES)('POST /api/cart/address refuses %s', async (_name, body) => {
    await expectRefusedUnchanged(() => client.address(body));
  });

  it.each(BAD_CONSUMERS)('POST /api/checkout/consumer refuses %s', async (_name, body) => {
    await expectRefusedUnchanged(() => client.consumer(body));
  });

  it.each(BAD_SHIPPING)('POST /api/shipping refuses %s', async (_name, body) => {
    await expectRefusedUnchanged(() => client.shipping(body));
  });
}

describe('checkout shipping step: bad input', () => {
  onEachDatabase(inputSuite);
});
