/**
 * Maps what the identity provider answers (Cognito's exception names, `__type` / `code`, and
 * a few messages) to an account code (spec §8). Which operation failed matters: Cognito says
 * NotAuthorizedException both for a wrong password at sign-in (invalid credentials) and for a
 * wrong current password on a change (incorrect password), and LimitExceededException both for
 * too many code sends and too many attempts.
 */
import type { AccountCode } from './account-codes';

export type IdentityOperation =
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'signIn'
  | 'changePassword'
  | 'forgotPassword'
  | 'confirmForgotPassword'
  | 'updateAttributes'
  | 'session';

interface IdentityFailure {
  code?: unknown;
  name?: unknown;
  message?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function passwordCode(message: string): AccountCode {
  // the reference server and Cognito name a password on a breached/common list this way
  if (/common|breach|compromis|weak/i.test(message)) return 'WEAK_PASSWORD';
  return 'PASSWORD_COMPLEXITY';
}

function notAuthorizedCode(operation: IdentityOperation, message: string): AccountCode {
  if (/attempts exceeded/i.test(message)) return 'ATTEMPTS_EXCEEDED';
  if (operation === 'changePassword') return 'INCORRECT_PASSWORD';
  if (/reset/i.test(message)) return 'NEEDS_RESET';
  if (operation === 'signIn') return 'INVALID_CREDENTIALS';
  return 'UNABLE_TO_ACTION';
}

/** The account code of a failed identity call. */
export function accountCodeOf(failure: unknown, operation: IdentityOperation): AccountCode {
  const { code, name, message } = (failure ?? {}) as IdentityFailure;
  const kind = text(code) || text(name);
  const said = text(message);
  switch (kind) {
    case 'NetworkError':
      return 'OFFLINE';
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'USER_EXISTS';
    case 'InvalidPasswordException':
      return passwordCode(said);
    case 'CodeMismatchException':
      return 'CODE_INVALID';
    case 'ExpiredCodeException':
      return 'CODE_EXPIRED';
    case 'PasswordResetRequiredException':
      return 'NEEDS_RESET';
    case 'UserNotConfirmedException':
      return 'NOT_CONFIRMED';
    case 'NotAuthorizedException':
      return notAuthorizedCode(operation, said);
    case 'UserNotFoundException':
      return operation === 'signIn' ? 'INVALID_CREDENTIALS' : 'UNABLE_TO_ACTION';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return operation === 'resendCode' || operation === 'forgotPassword'
        ? 'CODE_SENDS_EXCEEDED'
        : 'ATTEMPTS_EXCEEDED';
    case 'CodeDeliveryFailureException':
      return 'CODE_SENDS_EXCEEDED';
    case 'InvalidParameterException':
      if (/email/i.test(said)) return 'INVALID_EMAIL';
      if (/password/i.test(said)) return passwordCode(said);
      return 'UNABLE_TO_ACTION';
    case 'UserLambdaValidationException':
    case 'InvalidLambdaResponseException':
      return 'SECURITY_ISSUES';
    default:
      if (/network|failed to fetch/i.test(said)) return 'OFFLINE';
      return 'UNABLE_TO_ACTION';
  }
}
