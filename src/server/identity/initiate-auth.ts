/**
 * InitiateAuth and RespondToAuthChallenge. USER_PASSWORD_AUTH checks the password against its
 * argon2id hash and answers the tokens at once (no challenge for a confirmed user);
 * REFRESH_TOKEN_AUTH rotates the refresh token. USER_SRP_AUTH is refused as by a pool whose app
 * client does not allow it: the password must reach the server to be checked against argon2id.
 * An unknown user and a wrong password get the same answer after the same work.
 */
import type { IdentityRequest } from '../../shared/api/identity';
import type { IdentityContext } from './identity-context';
import { IdentityError, invalidParameter, notAuthorized } from './identity-error';
import { passwordMatches, verifyNobody } from './passwords';
import { newFamily, rotateRefreshToken } from './refresh-tokens';
import { authenticationResult } from './sign-in';
import { findUser, findUserBySub, usernameOf } from './users';

type Parameters = NonNullable<IdentityRequest<'InitiateAuth'>['AuthParameters']>;

function parameter(parameters: Parameters, name: string): string {
  const value = parameters[name];
  if (typeof value !== 'string' || value === '')
    throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

async function passwordSignIn(context: IdentityContext, parameters: Parameters) {
  const given = parameter(parameters, 'USERNAME');
  const password = parameter(parameters, 'PASSWORD');
  const username = usernameOf(given);
  await context.limiter.attempt(
    'InitiateAuth',
    context.address,
    username ?? given.trim().toLowerCase(),
  );
  const user = username === null ? undefined : await findUser(context.db, username);
  if (!user) {
    await verifyNobody(password);
    throw notAuthorized();
  }
  if (!(await passwordMatches(user.passwordHash, password))) throw notAuthorized();
  // only a caller who knows the password learns that the account waits for its code
  if (!user.confirmed)
    throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
  const family = newFamily(user.sub, context.now);
  const result = await context.db.transaction((tx) =>
    authenticationResult(context, tx, user, family),
  );
  return { AuthenticationResult: result, ChallengeParameters: {} };
}

async function refresh(context: IdentityContext, parameters: Parameters) {
  const token = parameter(parameters, 'REFRESH_TOKEN');
  const family = await rotateRefreshToken(
    context.db,
    token,
    context.now,
    context.settings.refreshGraceMs,
  );
  const user = await findUserBySub(context.db, family.userSub);
  if (!user) throw notAuthorized('Invalid Refresh Token');
  const result = await context.db.transaction((tx) =>
    authenticationResult(context, tx, user, family),
  );
  return { AuthenticationResult: result, ChallengeParameters: {} };
}

export async function initiateAuth(
  context: IdentityContext,
  request: IdentityRequest<'InitiateAuth'>,
) {
  const parameters = request.AuthParameters ?? {};
  switch (request.AuthFlow) {
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(context, parameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refresh(context, parameters);
    case 'USER_SRP_AUTH':
    case 'CUSTOM_AUTH':
    case 'USER_AUTH':
      throw invalidParameter(`${request.AuthFlow} flow not enabled for this client`);
    default:
      throw invalidParameter(
        `1 validation error detected: Value at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH, REFRESH_TOKEN, USER_SRP_AUTH, CUSTOM_AUTH, USER_AUTH]`,
      );
  }
}

const CHALLENGE_NAMES = new Set([
  'SMS_MFA',
  'EMAIL_OTP',
  'SMS_OTP',
  'SOFTWARE_TOKEN_MFA',
  'SELECT_MFA_TYPE',
  'MFA_SETUP',
  'PASSWORD_VERIFIER',
  'CUSTOM_CHALLENGE',
  'SELECT_CHALLENGE',
  'DEVICE_SRP_AUTH',
  'DEVICE_PASSWORD_VERIFIER',
  'ADMIN_NO_SRP_AUTH',
  'NEW_PASSWORD_REQUIRED',
  'PASSWORD',
  'PASSWORD_SRP',
  'WEB_AUTHN',
]);

/**
 * This pool never issues a challenge (no MFA, no SRP, no forced new password), so no session
 * can answer one: every response is Cognito's answer to an unknown session.
 */
export async function respondToAuthChallenge(
  _context: IdentityContext,
  request: IdentityRequest<'RespondToAuthChallenge'>,
): Promise<never> {
  if (!CHALLENGE_NAMES.has(request.ChallengeName))
    throw invalidParameter(
      "1 validation error detected: Value at 'challengeName' failed to satisfy constraint: Member must satisfy enum value set",
    );
  throw notAuthorized('Invalid session for the user.');
}
