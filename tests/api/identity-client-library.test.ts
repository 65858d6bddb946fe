/**
 * The identity provider with the app's own client library, unchanged (issue 14):
 * amazon-cognito-identity-js pointed at the reference server's /identity signs up, confirms
 * with the mailed code, signs in with USER_PASSWORD_AUTH, reads and writes attributes,
 * refreshes its session (taking the rotated refresh token), changes and resets the password,
 * and signs out (RevokeToken) and globally. What the library sends is exactly what a hosted
 * pool would get.
 */
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_USER_POOL } from '../../src/shared/identity/user-pool';
import { latestCode } from './helpers/accounts';
import { callIdentity } from './helpers/identity-client';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let pool: CognitoUserPool;

beforeAll(async () => {
  server = await startServer();
  pool = new CognitoUserPool({
    UserPoolId: LOCAL_USER_POOL.userPoolId,
    ClientId: LOCAL_USER_POOL.clientId,
    endpoint: `${server.url}/identity`,
  });
});
afterAll(() => server?.close());

async function refreshAnswer(token: string): Promise<unknown> {
  const answer = await callIdentity(server.url, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: LOCAL_USER_POOL.clientId,
    AuthParameters: { REFRESH_TOKEN: token },
  });
  return answer.body.__type ?? answer.status;
}

const promised = <T>(run: (done: (error: unknown, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) =>
    run((error, value) => (error ? reject(error as Error) : resolve(value as T))),
  );

function authenticate(user: CognitoUser, email: string, password: string) {
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  return new Promise<CognitoUserSession>((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
      onSuccess: resolve,
      onFailure: reject,
    }),
  );
}

describe('amazon-cognito-identity-js against /identity', () => {
  const email = `library-${Date.now()}@example.com`;
  const password = 'a library passphrase';
  const user = () => new CognitoUser({ Username: email, Pool: pool });

  it('signs up, confirms and signs in', async () => {
    const result = await promised<{ userConfirmed: boolean; userSub: string }>((done) =>
      pool.signUp(
        email,
        password,
        [
          new CognitoUserAttribute({ Name: 'email', Value: email }),
          new CognitoUserAttribute({ Name: 'given_name', Value: 'Lib' }),
        ],
        [],
        done,
      ),
    );
    expect(result.userConfirmed).toBe(false);
    const signingIn = user();
    await expect(authenticate(signingIn, email, password)).rejects.toMatchObject({
      code: 'UserNotConfirmedException',
    });
    const code = await latestCode(server.app.db, email);
    await promised((done) => user().confirmRegistration(code, true, done));
    const session = await authenticate(signingIn, email, password);
    expect(session.isValid()).toBe(true);
    expect(session.getIdToken().payload).toMatchObject({ sub: result.userSub, given_name: 'Lib' });
    await expect(authenticate(user(), email, 'the wrong passphrase')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('reads and writes attributes, refreshes and changes the password', async () => {
    const signedIn = user();
    const session = await authenticate(signedIn, email, password);
    await promised((done) =>
      signedIn.updateAttributes(
        [new CognitoUserAttribute({ Name: 'family_name', Value: 'Rary' })],
        done,
      ),
    );
    const attributes = await promised<CognitoUserAttribute[]>((done) =>
      signedIn.getUserAttributes(done),
    );
    expect(attributes.map((a) => [a.getName(), a.getValue()])).toEqual(
      expect.arrayContaining([
        ['email', email],
        ['given_name', 'Lib'],
        ['family_name', 'Rary'],
      ]),
    );
    const refreshed = await promised<CognitoUserSession>((done) =>
      signedIn.refreshSession(session.getRefreshToken(), done),
    );
    expect(refreshed.getRefreshToken().getToken()).not.toBe(session.getRefreshToken().getToken());
    await promised((done) =>
      signedIn.changePassword(password, 'a changed library passphrase', done),
    );
    await authenticate(user(), email, 'a changed library passphrase');
  });

  it('resets a forgotten password, signs out and signs out everywhere', async () => {
    await new Promise((resolve, reject) =>
      user().forgotPassword({ onSuccess: resolve, onFailure: reject }),
    );
    const code = await latestCode(server.app.db, email);
    await new Promise((resolve, reject) =>
      user().confirmPassword(code, 'a reset library passphrase', {
        onSuccess: resolve,
        onFailure: reject,
      }),
    );
    const signedIn = user();
    const session = await authenticate(signedIn, email, 'a reset library passphrase');
    // sign-out revokes the refresh token (RevokeToken: the token carries origin_jti); checked
    // over HTTP, as the library retries a failed refresh for seconds
    await new Promise<void>((resolve) => signedIn.signOut(() => resolve()));
    expect(await refreshAnswer(session.getRefreshToken().getToken())).toBe(
      'NotAuthorizedException',
    );

    const again = user();
    const kept = await authenticate(again, email, 'a reset library passphrase');
    await new Promise((resolve, reject) =>
      again.globalSignOut({ onSuccess: resolve, onFailure: reject }),
    );
    expect(await refreshAnswer(kept.getRefreshToken().getToken())).toBe('NotAuthorizedException');
  });
});
