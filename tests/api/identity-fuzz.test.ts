/**
 * The identity provider's fuzz (issue 14 "Bad input"): every operation of POST /identity gets
 * FUZZ_RUNS generated bodies (from its TypeBox schema, with a real account's e-mail, password,
 * tokens and the pool's client among the values, near misses and hostile text), sent as the
 * Cognito client sends them or with a broken target or content type. None may answer 5xx;
 * every error is Cognito's `{ __type, message }` with the project's status and code; and a
 * refused request stores nothing: no user, password, name, code, refresh token or message
 * changes. Two refusals must write and are left out of the comparison: a wrong code counts
 * its attempt (five spend it), and a reused refresh token revokes its family. The identity
 * limits are off (a fuzz is one client sending thousands). On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/server/config';
import {
  IDENTITY_CONTENT_TYPE,
  IDENTITY_OPERATIONS,
  IDENTITY_TARGET_PREFIX,
  type IdentityOperation,
} from '../../src/shared/api/identity';
import { createAccount, type CreatedAccount } from './helpers/accounts';
import {
  checkProperty,
  fuzzSettings,
  NO_RATE_LIMITS,
  printResults,
  type OperationResult,
} from './helpers/fuzz/fuzz-operation';
import { sendChecked } from './helpers/fuzz/fuzz-suite';
import type { FuzzRequest } from './helpers/fuzz/operation-requests';
import { hostileString } from './helpers/fuzz/hostile-inputs';
import {
  schemaArbitrary,
  type JsonSchema,
  type KnownValues,
} from './helpers/fuzz/schema-arbitrary';
import { CLIENT_ID } from './helpers/identity-client';
import { resetPostgres, testDatabaseUrl } from './helpers/postgres';
import { startServer } from './helpers/start-server';

/** What a refusal must not change (attempt counts and revocations left out: see above). */
async function stored(app: FastifyInstance): Promise<string> {
  const result = (await app.db.execute(sql`
    select json_build_object(
      'users', (select coalesce(json_agg(json_build_array(sub, username, password_hash,
                 confirmed, given_name, family_name, tokens_valid_after) order by sub), '[]')
               from identity_users),
      'codes', (select coalesce(json_agg(id order by id), '[]') from identity_codes),
      'refresh', (select coalesce(json_agg(json_build_array(id, rotated_at) order by id), '[]')
                 from identity_refresh_tokens),
      'mailbox', (select count(*) from identity_mailbox)
    )::text as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

function knownValues(account: CreatedAccount): KnownValues {
  return {
    ClientId: [CLIENT_ID, 'another0client'],
    Username: [
      account.email,
      account.email.toUpperCase(),
      'not-an-email',
      // addresses no account has yet: a sign-up, a reset or a sign-in for nobody
      ...Array.from({ length: 8 }, (_, index) => `new-${index}-${account.sub}@example.com`),
    ],
    Password: [account.password, 'a fine new passphrase', 'password1', 'short'],
    PreviousPassword: [account.password],
    ProposedPassword: ['a fine new passphrase', 'password1'],
    ConfirmationCode: ['123456', '000000', '12345'],
    AccessToken: [account.accessToken, account.idToken, 'a.b.c'],
    Token: [account.refreshToken, 'not-a-token'],
    AuthFlow: ['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'USER_SRP_AUTH', 'CUSTOM_AUTH'],
    ChallengeName: ['PASSWORD_VERIFIER', 'NEW_PASSWORD_REQUIRED', 'SMS_MFA'],
    Name: ['given_name', 'family_name', 'email', 'sub', 'custom:x'],
    Value: ['Ada', '', 'x'.repeat(300)],
  };
}

/** InitiateAuth's parameters are a map the schema cannot name: built from the account's values. */
function authParameters(account: CreatedAccount): fc.Arbitrary<unknown> {
  const value = fc.oneof(
    fc.constantFrom(account.email, account.password, account.refreshToken, 'nobody@example.com'),
    hostileString,
    fc.constant(null),
  );
  return fc.oneof(
    // the client's own: a sign-in, a refresh
    fc.constantFrom(
      { USERNAME: account.email, PASSWORD: account.password, DEVICE_KEY: null },
      { REFRESH_TOKEN: account.refreshToken },
    ),
    fc.record(
      { USERNAME: value, PASSWORD: value, REFRESH_TOKEN: value, DEVICE_KEY: value, SRP_A: value },
      { requiredKeys: [] },
    ),
    fc.dictionary(hostileString, value, { maxKeys: 4 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

function bodies(operation: IdentityOperation, account: CreatedAccount): fc.Arbitrary<unknown> {
  const schema = IDENTITY_OPERATIONS[operation] as unknown as JsonSchema;
  // half what the schema describes (tame: reaching the operation), half near misses and worse
  const fromSchema = fc.oneof(
    schemaArbitrary(schema, knownValues(account), true),
    schemaArbitrary(schema, knownValues(account)),
  );
  if (operation !== 'InitiateAuth') return fromSchema;
  return fc.oneof(
    fromSchema,
    // the client's own sign-in, as the library sends it
    fc.constant({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password, DEVICE_KEY: null },
    }),
    fc.record({
      AuthFlow: fc.constantFrom(...knownValues(account).AuthFlow!),
      ClientId: fc.constantFrom(CLIENT_ID, 'another0client'),
      AuthParameters: authParameters(account),
    }),
  );
}

/** `host`: the server's, so the tokens it issued over HTTP name the issuer inject reaches. */
function requests(operation: IdentityOperation, account: CreatedAccount, host: string) {
  const target = fc.oneof(
    { weight: 8, arbitrary: fc.constant(`${IDENTITY_TARGET_PREFIX}${operation}`) },
    { weight: 1, arbitrary: fc.constantFrom(operation, `${IDENTITY_TARGET_PREFIX}`, '') },
    { weight: 1, arbitrary: hostileString.map((text) => text.replace(/[^\x20-\x7e]/g, '')) },
  );
  const type = fc.oneof(
    { weight: 8, arbitrary: fc.constant(IDENTITY_CONTENT_TYPE) },
    { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain') },
  );
  const payload = fc.oneof(
    {
      weight: 9,
      arbitrary: bodies(operation, account).map((body) => JSON.stringify(body) ?? 'null'),
    },
    { weight: 1, arbitrary: fc.oneof(hostileString, fc.constant('{"a":'), fc.constant('')) },
  );
  return fc
    .record({ target, type, payload })
    .map(({ target: name, type: contentType, payload: text }): FuzzRequest => ({
      method: 'POST',
      url: '/identity',
      headers: { host, 'content-type': contentType, 'x-amz-target': name },
      payload: text,
    }));
}

async function fuzzIdentity(overrides: Partial<AppConfig>): Promise<OperationResult[]> {
  const server = await startServer({
    ...overrides,
    rateLimits: NO_RATE_LIMITS,
    identity: { ...loadConfig({}).identity, addressLimit: 0, accountLimit: 0 },
  });
  try {
    const results: OperationResult[] = [];
    for (const operation of Object.keys(IDENTITY_OPERATIONS) as IdentityOperation[]) {
      // a fresh account for each operation: the one before may have changed its password
      const account = await createAccount(server.url, server.app.db);
      const result: OperationResult = { name: operation, sent: 0, statuses: {} };
      const property = fc.asyncProperty(
        requests(operation, account, new URL(server.url).host),
        async (request) => {
          await sendChecked(server.app, request, result, () => stored(server.app));
        },
      );
      results.push(await checkProperty(result, property, fuzzSettings));
    }
    printResults(results);
    return results;
  } finally {
    await server.close();
  }
}

function expectClean(results: OperationResult[]) {
  expect(results.map((result) => result.name)).toEqual(Object.keys(IDENTITY_OPERATIONS));
  expect(results.filter((result) => result.sent < fuzzSettings.runs)).toEqual([]);
  expect(results.flatMap((result) => result.failure ?? [])).toEqual([]);
  // the operations that take a valid body were reached, not only refused at the door
  for (const name of ['SignUp', 'InitiateAuth', 'GetUser', 'ForgotPassword'])
    expect(results.find((result) => result.name === name)!.statuses['2xx'] ?? 0).toBeGreaterThan(0);
}

/** Twelve operations × FUZZ_RUNS, a share of them through argon2id, on a busy two-core machine. */
const timeout = 120_000 + fuzzSettings.runs * 12 * 100;

describe('the identity provider’s fuzz', () => {
  it(
    'on PGlite: no 5xx, every error in Cognito’s shape, nothing stored by a refusal',
    { timeout },
    async () => {
      expectClean(await fuzzIdentity({}));
    },
  );

  it.skipIf(!testDatabaseUrl)('on PostgreSQL: the same', { timeout }, async () => {
    await resetPostgres(testDatabaseUrl!);
    expectClean(await fuzzIdentity({ databaseUrl: testDatabaseUrl! }));
  });
});
