/**
 * Each operation of the pool to its implementation. A request naming an app client other than
 * the pool's own is refused as Cognito refuses an unknown client, before anything is read.
 */
import type {
  IdentityOperation,
  IdentityRequest,
  IdentityResponse,
} from '../../shared/api/identity';
import type { TrustedPool } from './access-tokens';
import {
  changePassword,
  getUser,
  globalSignOut,
  revokeToken,
  updateUserAttributes,
} from './account-operations';
import { confirmForgotPassword, forgotPassword } from './forgot-password';
import type { IdentityContext } from './identity-context';
import { IdentityError } from './identity-error';
import { initiateAuth, respondToAuthChallenge } from './initiate-auth';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up-operations';

function checkClient(context: IdentityContext, request: { ClientId?: string }): void {
  if (request.ClientId !== undefined && request.ClientId !== context.clientId)
    throw new IdentityError(
      'ResourceNotFoundException',
      `User pool client ${request.ClientId} does not exist.`,
    );
}

export async function dispatch(
  operation: IdentityOperation,
  body: unknown,
  context: IdentityContext,
  pool: TrustedPool,
): Promise<IdentityResponse> {
  checkClient(context, body as { ClientId?: string });
  // the body was checked against the operation's schema (identity-routes.ts)
  const request = body as IdentityRequest<typeof operation>;
  switch (operation) {
    case 'SignUp':
      return signUp(context, request as IdentityRequest<'SignUp'>);
    case 'ConfirmSignUp':
      return confirmSignUp(context, request as IdentityRequest<'ConfirmSignUp'>);
    case 'ResendConfirmationCode':
      return resendConfirmationCode(context, request as IdentityRequest<'ResendConfirmationCode'>);
    case 'InitiateAuth':
      return initiateAuth(context, request as IdentityRequest<'InitiateAuth'>);
    case 'RespondToAuthChallenge':
      return respondToAuthChallenge(context, request as IdentityRequest<'RespondToAuthChallenge'>);
    case 'GetUser':
      return getUser(context, pool, request as IdentityRequest<'GetUser'>);
    case 'UpdateUserAttributes':
      return updateUserAttributes(
        context,
        pool,
        request as IdentityRequest<'UpdateUserAttributes'>,
      );
    case 'ChangePassword':
      return changePassword(context, pool, request as IdentityRequest<'ChangePassword'>);
    case 'ForgotPassword':
      return forgotPassword(context, request as IdentityRequest<'ForgotPassword'>);
    case 'ConfirmForgotPassword':
      return confirmForgotPassword(context, request as IdentityRequest<'ConfirmForgotPassword'>);
    case 'GlobalSignOut':
      return globalSignOut(context, pool, request as IdentityRequest<'GlobalSignOut'>);
    case 'RevokeToken':
      return revokeToken(context, request as IdentityRequest<'RevokeToken'>);
  }
}
