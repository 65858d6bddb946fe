/**
 * The reference identity provider's main path (issue 14), over HTTP as the Cognito client
 * speaks it, on PGlite and PostgreSQL: sign-up, the code from the development mailbox,
 * confirmation, sign-in, tokens that verify against the published JWKS with jose, and a shop
 * route asking requireAccount who the caller is. The key survives a restart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CodeDeliveryResponse,
  EmptyResponse,
  InitiateAuthResponse,
  JwksSchema,
  MailboxMessagesSchema,
  SignUpResponse,
  jwksPath,
} from '../../src/shared/api/identity';
import { LOCAL_USER_POOL } from '../../src/shared/identity/user-pool';
import { accountRoute, type AccountRoute } from './helpers/account-route';
import { createAccount, latestCode, signIn } from './helpers/accounts';
import { CLIENT_ID, callIdentity } from './helpers/identity-client';
import { startServer, type StartedServer } from './helpers/start-server';
import { onEachDatabase } from './helpers/suite-server';

const issuerOf = (server: StartedServer) => `${server.url}/identity/${LOCAL_USER_POOL.userPoolId}`;

async function keySet(server: StartedServer) {
  const response = await fetch(`${server.url}${jwksPath(LOCAL_USER_POOL.userPoolId)}`);
  expect(response.status).toBe(200);
  const jwks = (await response.json()) as JSONWebKeySet;
  expect(Value.Check(JwksSchema, jwks)).toBe(true);
  return createLocalJWKSet(jwks);
}

onEachDatabase((start) => {
  let server: StartedServer;
  let whoami: AccountRoute;

  beforeAll(async () => {
    server = await start();
    whoami = await accountRoute(server);
  });
  afterAll(async () => {
    await whoami?.close();
    await server?.close();
  });

  it('signs up, confirms with the mailed code and signs in with tokens the JWKS verifies', async () => {
    const email = 'Ada.Lovelace@Example.com';
    const password = 'analytical engine notes';
    const signedUp = await callIdentity(server.url, 'SignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Ada' },
        { Name: 'family_name', Value: 'Lovelace' },
      ],
    });
    expect(signedUp.status).toBe(200);
    expect(signedUp.headers.get('content-type')).toContain('application/x-amz-json-1.1');
    expect(Value.Check(SignUpResponse, signedUp.body)).toBe(true);
    expect(signedUp.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'a***@e***.com',
      },
    });

    // signing in before confirming: the password is right, the account waits for its code
    const early = await callIdentity(server.url, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ __type: 'UserNotConfirmedException' });

    const code = await latestCode(server.app.db, email);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await callIdentity(server.url, 'ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      ConfirmationCode: code,
    });
    expect(confirmed.status).toBe(200);
    expect(Value.Check(EmptyResponse, confirmed.body)).toBe(true);

    const answer = await callIdentity(server.url, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password, DEVICE_KEY: null },
    });
    expect(answer.status).toBe(200);
    expect(Value.Check(InitiateAuthResponse, answer.body)).toBe(true);
    const result = (answer.body as { AuthenticationResult: Record<string, string | number> })
      .AuthenticationResult;
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });

    const keys = await keySet(server);
    const issuer = issuerOf(server);
    const access = await jwtVerify(String(result.AccessToken), keys, {
      issuer,
      algorithms: ['RS256'],
    });
    expect(decodeProtectedHeader(String(result.AccessToken)).kid).toEqual(expect.any(String));
    expect(access.payload).toMatchObject({
      sub: (signedUp.body as { UserSub: string }).UserSub,
      client_id: CLIENT_ID,
      username: 'ada.lovelace@example.com',
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    const id = await jwtVerify(String(result.IdToken), keys, {
      issuer,
      audience: CLIENT_ID,
      algorithms: ['RS256'],
    });
    expect(id.payload).toMatchObject({
      sub: access.payload.sub,
      email: 'ada.lovelace@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      'cognito:username': 'ada.lovelace@example.com',
      token_use: 'id',
      auth_time: expect.any(Number),
    });

    const caller = await whoami.call(`Bearer ${String(result.AccessToken)}`);
    expect(caller).toEqual({
      status: 200,
      body: { accountId: access.payload.sub, username: 'ada.lovelace@example.com' },
    });
    const refused = await whoami.call(`Bearer ${String(result.IdToken)}`);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await whoami.call()).status).toBe(401);
  });

  it('makes accounts for other suites with createAccount and signIn', async () => {
    const account = await createAccount(server.url, server.app.db, { givenName: 'Grace' });
    expect(account.email).toMatch(/@example\.com$/);
    expect((await whoami.call(`Bearer ${account.accessToken}`)).body).toEqual({
      accountId: account.sub,
      username: account.email,
    });
    const again = await signIn(server.url, account.email, account.password);
    expect(again.refreshToken).not.toBe(account.refreshToken);
  });

  it('serves the mailbox only on the embedded database', async () => {
    const account = await createAccount(server.url, server.app.db);
    const json = await fetch(
      `${server.url}/dev/mailbox/messages?to=${encodeURIComponent(account.email)}`,
    );
    const page = await fetch(`${server.url}/dev/mailbox`);
    if (server.app.dbKind !== 'pglite') {
      expect([json.status, page.status]).toEqual([404, 404]);
      return;
    }
    const body = (await json.json()) as { messages: Array<{ code: string | null; to: string }> };
    expect(Value.Check(MailboxMessagesSchema, body)).toBe(true);
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      to: account.email,
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Your verification code');
  });

  it('answers ResendConfirmationCode with the masked destination', async () => {
    const email = `resend-${Date.now()}@example.org`;
    await callIdentity(server.url, 'SignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      Password: 'a long enough passphrase',
    });
    const first = await latestCode(server.app.db, email);
    const resent = await callIdentity(server.url, 'ResendConfirmationCode', {
      ClientId: CLIENT_ID,
      Username: email,
    });
    expect(resent.status).toBe(200);
    expect(Value.Check(CodeDeliveryResponse, resent.body)).toBe(true);
    const second = await latestCode(server.app.db, email);
    // the first code was replaced by the second (unless both drew the same six digits)
    if (first !== second) {
      const stale = await callIdentity(server.url, 'ConfirmSignUp', {
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: first,
      });
      expect(stale.body).toMatchObject({ __type: 'CodeMismatchException' });
    }
    const ok = await callIdentity(server.url, 'ConfirmSignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      ConfirmationCode: second,
    });
    expect(ok.status).toBe(200);
  });
});

describe('the signing key', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-identity-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is kept across a restart, so tokens issued before it stay valid', async () => {
    const first = await startServer({ dataDir, seedProducts: 8 });
    const account = await createAccount(first.url, first.app.db);
    const kid = first.app.identity.key.kid;
    await first.close();
    const second = await startServer({ dataDir, seedProducts: 8 });
    try {
      expect(second.app.identity.key.kid).toBe(kid);
      const keys = await keySet(second);
      // the new process listens on another port, so the issuer is checked apart
      const { payload } = await jwtVerify(account.accessToken, keys, { algorithms: ['RS256'] });
      expect(payload.sub).toBe(account.sub);
    } finally {
      await second.close();
    }
  });
});
