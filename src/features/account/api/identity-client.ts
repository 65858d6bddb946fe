/**
 * The identity provider's calls as promises (spec §7 "Identity provider client"), through
 * amazon-cognito-identity-js against the site's user pool (platform/identity). Sign-in uses
 * USER_PASSWORD_AUTH: the reference server checks the password itself against its argon2id
 * hash, so the password must reach it (it refuses SRP). A failure rejects with the library's
 * error (`code` is Cognito's exception name), mapped to an account code by the caller.
 */
// first: the library's buffer reads `global` as it loads
import '../../../platform/identity/node-global';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { currentUser, userPool } from '../../../platform/identity/identity-session';
import type { IdentityPool } from '../../../platform/identity/account-bearer';
import { usernameOf } from '../logic/account-rules';

export interface NewAccount {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

export interface AccountAttributes {
  email: string;
  givenName: string;
  familyName: string;
}

type Callback<T> = (error: Error | null | undefined, result?: T) => void;

function promised<T>(run: (done: Callback<T>) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((error, result) => (error ? reject(error) : resolve(result as T)));
  });
}

function userOf(pool: IdentityPool, email: string): CognitoUser {
  const user = new CognitoUser({ Username: usernameOf(email), Pool: userPool(pool) });
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  return user;
}

/** The signed-in user with their session loaded (renewed by refresh token when it expired). */
async function signedInUser(pool: IdentityPool): Promise<CognitoUser> {
  const user = currentUser(pool);
  if (!user)
    throw Object.assign(new Error('There is no current user.'), { code: 'NoCurrentUserException' });
  await promised<CognitoUserSession | null>((done) => user.getSession(done));
  return user;
}

export function signUp(pool: IdentityPool, account: NewAccount): Promise<unknown> {
  const attributes = [
    new CognitoUserAttribute({ Name: 'email', Value: account.email.trim() }),
    new CognitoUserAttribute({ Name: 'given_name', Value: account.givenName.trim() }),
    new CognitoUserAttribute({ Name: 'family_name', Value: account.familyName.trim() }),
  ];
  return promised((done) =>
    userPool(pool).signUp(usernameOf(account.email), account.password, attributes, [], done),
  );
}

export function confirmSignUp(pool: IdentityPool, email: string, code: string): Promise<unknown> {
  return promised((done) => userOf(pool, email).confirmRegistration(code.trim(), false, done));
}

export function resendCode(pool: IdentityPool, email: string): Promise<unknown> {
  return promised((done) => userOf(pool, email).resendConfirmationCode(done));
}

/** Signs in; the library keeps the tokens in localStorage (its LastAuthUser and token keys). */
export function signIn(
  pool: IdentityPool,
  email: string,
  password: string,
): Promise<CognitoUserSession> {
  const user = userOf(pool, email);
  const details = new AuthenticationDetails({ Username: usernameOf(email), Password: password });
  return new Promise((resolve, reject) => {
    user.authenticateUser(details, {
      onSuccess: resolve,
      onFailure: reject,
      // the pool asks for nothing more of a confirmed user; anything else cannot be completed here
      newPasswordRequired: () =>
        reject(
          Object.assign(new Error('Password reset required'), {
            code: 'PasswordResetRequiredException',
          }),
        ),
      mfaRequired: () => reject(Object.assign(new Error('MFA'), { code: 'UnsupportedChallenge' })),
      totpRequired: () => reject(Object.assign(new Error('MFA'), { code: 'UnsupportedChallenge' })),
      customChallenge: () =>
        reject(Object.assign(new Error('Challenge'), { code: 'UnsupportedChallenge' })),
    });
  });
}

/** Signs out everywhere: the provider revokes every refresh token of the user. */
export async function globalSignOut(pool: IdentityPool): Promise<void> {
  const user = await signedInUser(pool);
  await new Promise<void>((resolve, reject) =>
    user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
  );
}

export async function changePassword(
  pool: IdentityPool,
  current: string,
  next: string,
): Promise<unknown> {
  const user = await signedInUser(pool);
  return promised((done) => user.changePassword(current, next, done));
}

export function forgotPassword(pool: IdentityPool, email: string): Promise<unknown> {
  const user = userOf(pool, email);
  return new Promise((resolve, reject) =>
    user.forgotPassword({ onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }),
  );
}

export function confirmForgotPassword(
  pool: IdentityPool,
  email: string,
  code: string,
  password: string,
): Promise<unknown> {
  const user = userOf(pool, email);
  return new Promise((resolve, reject) =>
    user.confirmPassword(code.trim(), password, { onSuccess: resolve, onFailure: reject }),
  );
}

/** The signed-in user's current session (renewed through the refresh token when expired). */
export async function currentSession(pool: IdentityPool): Promise<CognitoUserSession> {
  const user = currentUser(pool);
  if (!user)
    throw Object.assign(new Error('There is no current user.'), { code: 'NoCurrentUserException' });
  return promised<CognitoUserSession>((done) => user.getSession(done));
}

export async function userAttributes(pool: IdentityPool): Promise<AccountAttributes> {
  const user = await signedInUser(pool);
  const list = await promised<CognitoUserAttribute[]>((done) => user.getUserAttributes(done));
  const value = (name: string) => list.find((each) => each.getName() === name)?.getValue() ?? '';
  return {
    email: value('email'),
    givenName: value('given_name'),
    familyName: value('family_name'),
  };
}

export async function updateName(
  pool: IdentityPool,
  name: { givenName: string; familyName: string },
): Promise<void> {
  const user = await signedInUser(pool);
  await promised((done) =>
    user.updateAttributes(
      [
        new CognitoUserAttribute({ Name: 'given_name', Value: name.givenName.trim() }),
        new CognitoUserAttribute({ Name: 'family_name', Value: name.familyName.trim() }),
      ],
      done,
    ),
  );
  // the id token carries the name the header greets with: take a new one
  const session = await promised<CognitoUserSession>((done) => user.getSession(done));
  await promised((done) => user.refreshSession(session.getRefreshToken(), done));
}
