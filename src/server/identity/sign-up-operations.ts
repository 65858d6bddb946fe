/**
 * SignUp, ConfirmSignUp and ResendConfirmationCode. Signing up names an e-mail no account has
 * (Cognito, too, answers UsernameExistsException for a taken one, confirmed or not: a stranger
 * must not replace a pending sign-up's password), stores the argon2id hash and mails a code;
 * the code confirms the account. The code operations are limited per address and account.
 */
import type { IdentityRequest } from '../../shared/api/identity';
import { codeMessage, deliver, maskedDestination } from './mailbox';
import { issueCode, redeemCode } from './codes';
import type { IdentityContext } from './identity-context';
import { IdentityError, invalidParameter } from './identity-error';
import { identityUsers } from './identity-tables';
import { hashPassword } from './passwords';
import { checkPassword } from './password-policy';
import { findUser, nameAttributes, usernameOf } from './users';
import { eq } from 'drizzle-orm';

export const codeDelivery = (email: string) => ({
  AttributeName: 'email' as const,
  DeliveryMedium: 'EMAIL' as const,
  Destination: maskedDestination(email),
});

const usernameExists = () =>
  new IdentityError('UsernameExistsException', 'An account with the given email already exists.');

export async function signUp(context: IdentityContext, request: IdentityRequest<'SignUp'>) {
  const username = usernameOf(request.Username);
  if (username === null) throw invalidParameter('Username should be an email.');
  const names = nameAttributes(request.UserAttributes ?? [], username);
  checkPassword(request.Password);
  if (await findUser(context.db, username)) throw usernameExists();
  const passwordHash = await hashPassword(request.Password);
  const sub = await context.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(identityUsers)
      .values({
        username,
        email: username,
        givenName: names.givenName ?? null,
        familyName: names.familyName ?? null,
        passwordHash,
        createdAt: new Date(context.now),
        updatedAt: new Date(context.now),
      })
      .onConflictDoNothing()
      .returning({ sub: identityUsers.sub });
    if (!user) return null;
    const code = await issueCode(tx, user.sub, 'confirm-sign-up', context.now);
    await deliver(tx, codeMessage('confirm-sign-up', username, code));
    return user.sub;
  });
  // another sign-up of the same e-mail committed between the check and the insert
  if (sub === null) throw usernameExists();
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: codeDelivery(username) };
}

export async function confirmSignUp(
  context: IdentityContext,
  request: IdentityRequest<'ConfirmSignUp'>,
) {
  const username = usernameOf(request.Username);
  await context.limiter.attempt('ConfirmSignUp', context.address, username);
  const user = username === null ? undefined : await findUser(context.db, username);
  // an unknown user's code is as wrong as a wrong code (Cognito's "prevent user existence errors")
  if (!user)
    throw new IdentityError(
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
  if (user.confirmed)
    throw new IdentityError(
      'NotAuthorizedException',
      'User cannot be confirmed. Current status is CONFIRMED',
    );
  await redeemCode(
    context.db,
    user.sub,
    'confirm-sign-up',
    request.ConfirmationCode,
    context.now,
    (tx) =>
      tx
        .update(identityUsers)
        .set({ confirmed: true, updatedAt: new Date(context.now) })
        .where(eq(identityUsers.sub, user.sub))
        .then(() => undefined),
  );
  return {};
}

export async function resendConfirmationCode(
  context: IdentityContext,
  request: IdentityRequest<'ResendConfirmationCode'>,
) {
  const username = usernameOf(request.Username);
  await context.limiter.attempt('ResendConfirmationCode', context.address, username);
  const user = username === null ? undefined : await findUser(context.db, username);
  // nothing to send to an unknown user, and nothing said about it
  if (!user) return { CodeDeliveryDetails: codeDelivery(request.Username.trim().toLowerCase()) };
  if (user.confirmed) throw invalidParameter('User is already confirmed.');
  await context.db.transaction(async (tx) => {
    const code = await issueCode(tx, user.sub, 'confirm-sign-up', context.now);
    await deliver(tx, codeMessage('confirm-sign-up', user.email, code));
  });
  return { CodeDeliveryDetails: codeDelivery(user.email) };
}
