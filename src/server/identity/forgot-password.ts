/**
 * ForgotPassword and ConfirmForgotPassword. Asking for a reset answers the same for every
 * e-mail — known, unknown, or over its hourly sends — with a destination masked from the
 * e-mail given, and mails a code only to an account that exists and may still be sent one: the
 * answer never tells whether an account exists. The code sets the new password, confirms the
 * e-mail (the code reached it) and ends every sign-in.
 */
import { eq } from 'drizzle-orm';
import type { IdentityRequest } from '../../shared/api/identity';
import { issueCode, redeemCode } from './codes';
import type { IdentityContext } from './identity-context';
import { IdentityError } from './identity-error';
import { identityUsers } from './identity-tables';
import { codeMessage, deliver } from './mailbox';
import { hashPassword } from './passwords';
import { checkPassword } from './password-policy';
import { revokeUserTokens } from './refresh-tokens';
import { codeDelivery } from './sign-up-operations';
import { findUser, usernameOf } from './users';

export async function forgotPassword(
  context: IdentityContext,
  request: IdentityRequest<'ForgotPassword'>,
) {
  const given = request.Username.trim().toLowerCase();
  const username = usernameOf(given);
  await context.limiter.attempt('ForgotPassword', context.address, username ?? given);
  const user = username === null ? undefined : await findUser(context.db, username);
  if (user) {
    try {
      await context.db.transaction(async (tx) => {
        const code = await issueCode(tx, user.sub, 'forgot-password', context.now);
        await deliver(tx, codeMessage('forgot-password', user.email, code));
      });
    } catch (error) {
      // over the hourly sends: nothing is sent, and the answer stays the same
      if (!(error instanceof IdentityError && error.type === 'LimitExceededException')) throw error;
    }
  }
  return { CodeDeliveryDetails: codeDelivery(given) };
}

export async function confirmForgotPassword(
  context: IdentityContext,
  request: IdentityRequest<'ConfirmForgotPassword'>,
) {
  const username = usernameOf(request.Username);
  await context.limiter.attempt('ConfirmForgotPassword', context.address, username);
  checkPassword(request.Password);
  // hashed before the user is looked up, so an unknown e-mail costs the same time
  const passwordHash = await hashPassword(request.Password);
  const user = username === null ? undefined : await findUser(context.db, username);
  if (!user)
    throw new IdentityError(
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
  const now = new Date(context.now);
  await redeemCode(
    context.db,
    user.sub,
    'forgot-password',
    request.ConfirmationCode,
    context.now,
    async (tx) => {
      await tx
        .update(identityUsers)
        .set({ passwordHash, confirmed: true, tokensValidAfter: now, updatedAt: now })
        .where(eq(identityUsers.sub, user.sub));
      await revokeUserTokens(tx, user.sub, context.now);
    },
  );
  return {};
}
