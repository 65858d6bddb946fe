/**
 * The identity provider's defences (issue 14), over HTTP on PGlite: argon2id at OWASP's cost
 * and the password rules, codes (single use, ten minutes, five attempts, five sends an hour),
 * no account enumeration on sign-in and password reset (the same answer, similar timing),
 * per-address and per-account limits (429 with Retry-After), the refresh grace, and the shop
 * API refusing every token that is not a valid access token of the pool.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { identityMailbox, identityUsers } from '../../src/server/identity/identity-tables';
import { issueAccessToken } from '../../src/server/identity/tokens';
import { LOCAL_USER_POOL } from '../../src/shared/identity/user-pool';
import { accountRoute, type AccountRoute } from './helpers/account-route';
import { createAccount, latestCode, type CreatedAccount } from './helpers/accounts';
import { CLIENT_ID, callIdentity } from './helpers/identity-client';
import { startServer, type StartedServer } from './helpers/start-server';

/** Attempts per operation: per address a minute, per account a quarter of an hour. */
const ADDRESS_LIMIT = 30;
const ACCOUNT_LIMIT = 12;

let server: StartedServer;
let whoami: AccountRoute;
let now = Date.now();

beforeAll(async () => {
  server = await startServer({
    seedProducts: 8,
    clock: () => now,
    // X-Forwarded-For names the client, so each test is a client of its own
    trustProxy: '127.0.0.1',
    identity: {
      ...loadConfig({}).identity,
      addressLimit: ADDRESS_LIMIT,
      accountLimit: ACCOUNT_LIMIT,
    },
  });
  whoami = await accountRoute(server);
});
afterAll(async () => {
  await whoami?.close();
  await server?.close();
});

/** A client address of its own for each caller. */
const client = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
const call = (operation: string, body: unknown, address = client()) =>
  callIdentity(server.url, operation, body, { 'x-forwarded-for': address });
const passwordSignIn = (username: string, password: string, address?: string) =>
  call(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
    address,
  );
const signUp = (email: string, password: string) =>
  call('SignUp', { ClientId: CLIENT_ID, Username: email, Password: password });
const newEmail = (prefix = 'k') => `${prefix}${randomUUID().slice(0, 8)}@example.com`;

describe('passwords', () => {
  it('are hashed with argon2id at 19 MiB and two passes', async () => {
    const account = await createAccount(server.url, server.app.db);
    const [row] = await server.app.db
      .select({ hash: identityUsers.passwordHash })
      .from(identityUsers)
      .where(eq(identityUsers.sub, account.sub));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.hash).not.toContain(account.password);
  });

  it('need 8 characters, take 64 and up to 256, and refuse common ones saying which rule', async () => {
    const refused = async (password: string, rule: RegExp) => {
      const answer = await signUp(newEmail(), password);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ __type: 'InvalidPasswordException' });
      expect(String(answer.body.message)).toMatch(rule);
    };
    await refused('seven77', /not long enough/);
    await refused('Password1', /too common/);
    await refused('QWERTYUIOP', /too common/);
    await refused(' padded passphrase ', /space/);
    for (const length of [8, 64, 256])
      expect((await signUp(newEmail(), 'ü'.repeat(length - 1) + 'x')).status).toBe(200);
    const tooLong = await signUp(newEmail(), 'x'.repeat(257));
    expect(tooLong.body).toMatchObject({ __type: 'InvalidParameterException' });
  });
});

describe('codes', () => {
  it('die after five wrong answers, even for the right code', async () => {
    const email = newEmail();
    await signUp(email, 'a fine passphrase');
    const code = await latestCode(server.app.db, email);
    const wrong = code === '999999' ? '999998' : '999999';
    const confirm = (ConfirmationCode: string) =>
      call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await confirm(wrong)).body).toMatchObject({ __type: 'CodeMismatchException' });
    expect((await confirm(code)).body).toMatchObject({ __type: 'LimitExceededException' });
    // a new code works again
    await call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email });
    expect((await confirm(await latestCode(server.app.db, email))).status).toBe(200);
  });

  it('expire after ten minutes', async () => {
    const email = newEmail();
    await signUp(email, 'a fine passphrase');
    const code = await latestCode(server.app.db, email);
    now += 10 * 60_000 + 1;
    const late = await call('ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      ConfirmationCode: code,
    });
    expect(late.body).toMatchObject({ __type: 'ExpiredCodeException' });
  });

  it('are sent at most five times an hour to one account', async () => {
    const email = newEmail();
    await signUp(email, 'a fine passphrase');
    const resend = () => call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email });
    for (let send = 2; send <= 5; send++) expect((await resend()).status).toBe(200);
    expect((await resend()).body).toMatchObject({ __type: 'LimitExceededException' });
    now += 60 * 60_000 + 1;
    expect((await resend()).status).toBe(200);
  });
});

describe('no account enumeration', () => {
  let known: CreatedAccount;
  beforeAll(async () => {
    known = await createAccount(server.url, server.app.db, { email: newEmail('kate') });
  });

  it('answers a sign-in for an unknown e-mail as for a wrong password, in a similar time', async () => {
    const address = client();
    const unknown = newEmail('kim');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await passwordSignIn(email, 'a guessed passphrase', address);
      return { ms: performance.now() - started, answer };
    };
    const wrong: number[] = [];
    const missing: number[] = [];
    for (let round = 0; round < 10; round++) {
      const a = await timed(known.email);
      const b = await timed(unknown);
      expect(a.answer.status).toBe(400);
      expect(b.answer.body).toEqual(a.answer.body);
      expect(a.answer.body).toMatchObject({
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
      wrong.push(a.ms);
      missing.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[values.length >> 1]!;
    const ratio = median(wrong) / median(missing);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('answers a reset for an unknown e-mail as for a known one, and sends nothing', async () => {
    const unknown = `k${known.email.slice(1, 4)}-nobody@example.com`;
    const forKnown = await call('ForgotPassword', { ClientId: CLIENT_ID, Username: known.email });
    const forUnknown = await call('ForgotPassword', { ClientId: CLIENT_ID, Username: unknown });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    const sent = await server.app.db
      .select()
      .from(identityMailbox)
      .where(eq(identityMailbox.recipient, unknown));
    expect(sent).toEqual([]);
  });
});

describe('rate limits', () => {
  it('throttle guessing one account’s password with 429 and Retry-After', async () => {
    const account = await createAccount(server.url, server.app.db);
    // from many addresses: the account's own limit stops it (its sign-in at creation counted)
    for (let attempt = 1; attempt < ACCOUNT_LIMIT; attempt++)
      expect((await passwordSignIn(account.email, `guess ${attempt}`)).status).toBe(400);
    const throttled = await passwordSignIn(account.email, account.password);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ __type: 'TooManyRequestsException', status: 429 });
  });

  it('throttle one address guessing many accounts', async () => {
    const address = client();
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt++)
      expect((await passwordSignIn(newEmail(), 'a guessed passphrase', address)).status).toBe(400);
    const throttled = await passwordSignIn(newEmail(), 'a guessed passphrase', address);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttle guessing codes, beyond the code’s own five attempts', async () => {
    const email = newEmail();
    await signUp(email, 'a fine passphrase');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ACCOUNT_LIMIT; attempt++) {
      const answer = await call('ConfirmSignUp', {
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: String(100000 + attempt),
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(400), 429]);
    const reset = (Username: string) =>
      call('ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username,
        ConfirmationCode: '123456',
        Password: 'a fine new passphrase',
      });
    const resets: number[] = [];
    for (let attempt = 0; attempt <= ACCOUNT_LIMIT; attempt++)
      resets.push((await reset(email)).status);
    expect(resets).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(400), 429]);
  });
});

describe('refresh grace', () => {
  it('answers a rotated token again within the grace period without revoking the family', async () => {
    const account = await createAccount(server.url, server.app.db);
    const refresh = (REFRESH_TOKEN: string) =>
      call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN },
      });
    const first = await refresh(account.refreshToken);
    const retried = await refresh(account.refreshToken);
    expect([first.status, retried.status]).toEqual([200, 200]);
    const next = (first.body as { AuthenticationResult: { RefreshToken: string } })
      .AuthenticationResult.RefreshToken;
    expect((await refresh(next)).status).toBe(200);
    now += loadConfig({}).identity.refreshGraceMs + 1;
    expect((await refresh(account.refreshToken)).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
  });
});

describe('the shop API’s bearer check (requireAccount)', () => {
  let account: CreatedAccount;
  beforeAll(async () => {
    account = await createAccount(server.url, server.app.db);
  });
  const issuer = () => `${server.url}/identity/${LOCAL_USER_POOL.userPoolId}`;
  const subject = () => ({
    sub: account.sub,
    username: account.email,
    email: account.email,
    emailVerified: true,
    givenName: null,
    familyName: null,
  });
  const refused = async (authorization: string) => {
    const answer = await whoami.call(authorization);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  };

  it('accepts the pool’s access token', async () => {
    expect((await whoami.call(`Bearer ${account.accessToken}`)).status).toBe(200);
  });

  it('refuses malformed headers and tokens', async () => {
    for (const header of [
      'Bearer',
      'Bearer abc',
      'Bearer a.b.c',
      'Basic dXNlcjpwYXNz',
      account.accessToken,
    ])
      await refused(header);
    await refused(`Bearer ${account.accessToken.slice(0, -4)}AAAA`);
  });

  it('refuses an expired token signed with the real key', async () => {
    const expired = await issueAccessToken(subject(), {
      key: server.app.identity.key,
      issuer: issuer(),
      clientId: CLIENT_ID,
      now: Date.now() - 2 * 3_600_000,
      authTime: Date.now() - 2 * 3_600_000,
      originJti: randomUUID(),
    });
    await refused(`Bearer ${expired}`);
  });

  it('refuses tokens of another issuer or app client, even signed with the real key', async () => {
    const base = {
      key: server.app.identity.key,
      now,
      authTime: now,
      originJti: randomUUID(),
    };
    await refused(
      `Bearer ${await issueAccessToken(subject(), { ...base, issuer: 'https://evil.example/identity/x', clientId: CLIENT_ID })}`,
    );
    await refused(
      `Bearer ${await issueAccessToken(subject(), { ...base, issuer: issuer(), clientId: 'anotherclient' })}`,
    );
  });

  it('refuses a token signed with another key under the pool’s kid', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await new SignJWT({
      sub: account.sub,
      username: account.email,
      token_use: 'access',
      client_id: CLIENT_ID,
    })
      .setProtectedHeader({ alg: 'RS256', kid: server.app.identity.key.kid })
      .setIssuer(issuer())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await refused(`Bearer ${forged}`);
  });

  it('refuses alg=none and an ID token', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [, payload] = account.accessToken.split('.');
    await refused(`Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`);
    await refused(`Bearer ${account.idToken}`);
  });
});

describe('housekeeping', () => {
  it('deletes old codes, long-expired refresh tokens and week-old mailbox messages only', async () => {
    const old = await createAccount(server.url, server.app.db);
    const fresh = await createAccount(server.url, server.app.db);
    await server.app.db.execute(sql`
      update identity_codes set created_at = now() - interval '2 hours'
      where user_sub = ${old.sub}`);
    await server.app.db.execute(sql`
      update identity_refresh_tokens set expires_at = now() - interval '2 days'
      where user_sub = ${old.sub}`);
    await server.app.db.execute(sql`
      update identity_mailbox set sent_at = now() - interval '8 days'
      where recipient = ${old.email}`);
    const report = await server.app.housekeeping();
    expect(report.identityRows).toBeGreaterThanOrEqual(3);
    const left = async (sub: string, email: string) => {
      const result = (await server.app.db.execute(sql`
        select (select count(*) from identity_codes where user_sub = ${sub})::int as codes,
          (select count(*) from identity_refresh_tokens where user_sub = ${sub})::int as tokens,
          (select count(*) from identity_mailbox where recipient = ${email})::int as messages
      `)) as unknown as { rows: Array<Record<string, number>> };
      return result.rows[0];
    };
    expect(await left(old.sub, old.email)).toEqual({ codes: 0, tokens: 0, messages: 0 });
    expect(await left(fresh.sub, fresh.email)).toEqual({ codes: 1, tokens: 1, messages: 1 });
  });
});
