/**
 * Each operation of the identity provider past sign-up (issue 14), over HTTP, on PGlite and
 * PostgreSQL: refresh-token rotation and reuse detection, GetUser and UpdateUserAttributes,
 * ChangePassword and the reset by code, GlobalSignOut and RevokeToken, and Cognito's answers to
 * what the pool does not do (SRP, challenges, another app client, an unknown operation).
 */
import { Value } from 'typebox/value';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  GetUserResponse,
  IdentityErrorBodySchema,
  InitiateAuthResponse,
  UpdateUserAttributesResponse,
} from '../../src/shared/api/identity';
import { loadConfig } from '../../src/server/config';
import { createAccount, latestCode, signIn } from './helpers/accounts';
import { CLIENT_ID, callIdentity } from './helpers/identity-client';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase } from './helpers/suite-server';

type Answer = Awaited<ReturnType<typeof callIdentity>>;

function expectError(answer: Answer, type: string, status = 400) {
  expect(answer.status).toBe(status);
  expect(Value.Check(IdentityErrorBodySchema, answer.body)).toBe(true);
  expect((answer.body as { __type: string }).__type).toBe(type);
  expect(answer.headers.get('x-amzn-errortype')).toBe(`${type}:`);
}

onEachDatabase((start) => {
  let server: StartedServer;
  // a grace of 0 ms, so a reuse is one the moment after the rotation
  beforeAll(async () => {
    server = await start({ identity: { ...loadConfig({}).identity, refreshGraceMs: 0 } });
  });
  afterAll(() => server?.close());

  const call = (operation: string, body: unknown) => callIdentity(server.url, operation, body);
  const refresh = (token: string) =>
    call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: token, DEVICE_KEY: null },
    });
  const getUser = (accessToken: string) => call('GetUser', { AccessToken: accessToken });
  const refreshToken = (answer: Answer) =>
    (answer.body as { AuthenticationResult: { RefreshToken: string } }).AuthenticationResult
      .RefreshToken;

  it('rotates the refresh token at each use and revokes the family when a used one comes back', async () => {
    const account = await createAccount(server.url, server.app.db);
    const other = await signIn(server.url, account.email, account.password);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);
    expect(Value.Check(InitiateAuthResponse, first.body)).toBe(true);
    const next = refreshToken(first);
    expect(next).not.toBe(account.refreshToken);
    const second = await refresh(next);
    expect(second.status).toBe(200);

    expectError(await refresh(account.refreshToken), 'NotAuthorizedException');
    // the whole family is revoked: the newest token too, and its access tokens at the provider
    expectError(await refresh(refreshToken(second)), 'NotAuthorizedException');
    const newest = (second.body as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult.AccessToken;
    expectError(await getUser(newest), 'NotAuthorizedException');
    // another sign-in of the same account is another family
    expect((await refresh(other.refreshToken)).status).toBe(200);
    expectError(await refresh('not-a-token'), 'NotAuthorizedException');
    expectError(
      await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: {},
      }),
      'InvalidParameterException',
    );
  });

  it('answers GetUser and writes the names with UpdateUserAttributes', async () => {
    const account = await createAccount(server.url, server.app.db, { givenName: 'Ada' });
    const before = await getUser(account.accessToken);
    expect(before.status).toBe(200);
    expect(Value.Check(GetUserResponse, before.body)).toBe(true);
    expect(before.body).toEqual({
      Username: account.email,
      UserAttributes: [
        { Name: 'sub', Value: account.sub },
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Ada' },
      ],
    });
    const updated = await call('UpdateUserAttributes', {
      AccessToken: account.accessToken,
      UserAttributes: [
        { Name: 'given_name', Value: 'Augusta' },
        { Name: 'family_name', Value: 'King' },
      ],
    });
    expect(updated.status).toBe(200);
    expect(Value.Check(UpdateUserAttributesResponse, updated.body)).toBe(true);
    const after = (await getUser(account.accessToken)).body as { UserAttributes: unknown[] };
    expect(after.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'given_name', Value: 'Augusta' },
        { Name: 'family_name', Value: 'King' },
      ]),
    );
    for (const name of ['email', 'sub', 'custom:role', 'email_verified'])
      expectError(
        await call('UpdateUserAttributes', {
          AccessToken: account.accessToken,
          UserAttributes: [{ Name: name, Value: 'x@example.com' }],
        }),
        'InvalidParameterException',
      );
    expectError(await getUser(account.idToken), 'NotAuthorizedException');
    expectError(await getUser('a.b.c'), 'NotAuthorizedException');
  });

  it('changes the password: the old one stops working and other sign-ins end', async () => {
    const account = await createAccount(server.url, server.app.db);
    const elsewhere = await signIn(server.url, account.email, account.password);
    const proposed = 'a brand new passphrase';
    expectError(
      await call('ChangePassword', {
        AccessToken: account.accessToken,
        PreviousPassword: 'not the password',
        ProposedPassword: proposed,
      }),
      'NotAuthorizedException',
    );
    expectError(
      await call('ChangePassword', {
        AccessToken: account.accessToken,
        PreviousPassword: account.password,
        ProposedPassword: 'short',
      }),
      'InvalidPasswordException',
    );
    const changed = await call('ChangePassword', {
      AccessToken: account.accessToken,
      PreviousPassword: account.password,
      ProposedPassword: proposed,
    });
    expect(changed).toMatchObject({ status: 200, body: {} });
    expectError(
      await call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
      'NotAuthorizedException',
    );
    await signIn(server.url, account.email, proposed);
    // the other device's sign-in is over; the one that changed the password goes on
    expectError(await refresh(elsewhere.refreshToken), 'NotAuthorizedException');
    expectError(await getUser(elsewhere.accessToken), 'NotAuthorizedException');
    expect((await refresh(account.refreshToken)).status).toBe(200);
  });

  it('resets a forgotten password with the mailed code and ends every sign-in', async () => {
    const account = await createAccount(server.url, server.app.db);
    const asked = await call('ForgotPassword', { ClientId: CLIENT_ID, Username: account.email });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 's***@e***.com',
      },
    });
    const code = await latestCode(server.app.db, account.email);
    const confirm = (ConfirmationCode: string, Password: string) =>
      call('ConfirmForgotPassword', {
        ClientId: CLIENT_ID,
        Username: account.email,
        ConfirmationCode,
        Password,
      });
    expectError(await confirm(code, 'password1'), 'InvalidPasswordException');
    expectError(
      await confirm(code === '000000' ? '000001' : '000000', 'reset by the code'),
      'CodeMismatchException',
    );
    expect((await confirm(code, 'reset by the code')).status).toBe(200);
    expectError(await confirm(code, 'reset by the code again'), 'CodeMismatchException');
    expectError(await refresh(account.refreshToken), 'NotAuthorizedException');
    expectError(await getUser(account.accessToken), 'NotAuthorizedException');
    await signIn(server.url, account.email, 'reset by the code');
  });

  it('signs out everywhere with GlobalSignOut, and ends one sign-in with RevokeToken', async () => {
    const account = await createAccount(server.url, server.app.db);
    const second = await signIn(server.url, account.email, account.password);
    expect((await call('GlobalSignOut', { AccessToken: account.accessToken })).status).toBe(200);
    for (const tokens of [account, second]) {
      expectError(await refresh(tokens.refreshToken), 'NotAuthorizedException');
      expectError(await getUser(tokens.accessToken), 'NotAuthorizedException');
      expectError(
        await call('ChangePassword', {
          AccessToken: tokens.accessToken,
          PreviousPassword: account.password,
          ProposedPassword: 'never set this way',
        }),
        'NotAuthorizedException',
      );
    }
    const after = await signIn(server.url, account.email, account.password);
    expect((await getUser(after.accessToken)).status).toBe(200);

    const revoked = await call('RevokeToken', { ClientId: CLIENT_ID, Token: after.refreshToken });
    expect(revoked).toMatchObject({ status: 200, body: {} });
    expectError(await refresh(after.refreshToken), 'NotAuthorizedException');
    expectError(await getUser(after.accessToken), 'NotAuthorizedException');
  });

  it("answers what the pool does not do as Cognito's would", async () => {
    const account = await createAccount(server.url, server.app.db);
    expectError(
      await call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: account.email, SRP_A: 'abc' },
      }),
      'InvalidParameterException',
    );
    expectError(
      await call('RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'PASSWORD_VERIFIER',
        Session: 'made-up',
        ChallengeResponses: { USERNAME: account.email },
      }),
      'NotAuthorizedException',
    );
    expectError(
      await call('RespondToAuthChallenge', {
        ClientId: CLIENT_ID,
        ChallengeName: 'NOT_A_CHALLENGE',
      }),
      'InvalidParameterException',
    );
    expectError(
      await call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'another0client',
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
      'ResourceNotFoundException',
    );
    // a page of another site cannot make a shopper's browser sign in or sign up here
    const crossSite = await callIdentity(
      server.url,
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      },
      { 'sec-fetch-site': 'cross-site' },
    );
    expectError(crossSite, 'NotAuthorizedException', 403);
    expectError(
      await call('AdminDeleteUser', { Username: account.email }),
      'UnknownOperationException',
    );
    expectError(
      await call('SignUp', { ClientId: CLIENT_ID, Username: account.email }),
      'InvalidParameterException',
    );
    expectError(
      await call('SignUp', {
        ClientId: CLIENT_ID,
        Username: account.email,
        Password: 'another passphrase',
      }),
      'UsernameExistsException',
    );
    expectError(
      await call('SignUp', {
        ClientId: CLIENT_ID,
        Username: 'not an email',
        Password: 'another passphrase',
      }),
      'InvalidParameterException',
    );
    expectError(
      await call('ConfirmSignUp', {
        ClientId: CLIENT_ID,
        Username: account.email,
        ConfirmationCode: '123456',
      }),
      'NotAuthorizedException',
    );
    expectError(
      await call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: account.email }),
      'InvalidParameterException',
    );
  });
});
