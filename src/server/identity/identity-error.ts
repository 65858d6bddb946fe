/**
 * An error of the identity provider, answered in Cognito's shape: HTTP 400 (429 for a rate
 * limit) with `{ __type, message }` and the `x-amzn-ErrorType` header, which
 * amazon-cognito-identity-js reads as the error's name and code. The body also carries the
 * project's `status` and `code` (docs/api.md "Errors"), as the Algolia routes' does.
 */
import type { FastifyReply } from 'fastify';
import { IDENTITY_CONTENT_TYPE, type IdentityErrorBody } from '../../shared/api/identity';
import { errorCodeForStatus } from '../../shared/domain/errors';

/** The exception names this pool answers with (Cognito's own). */
export type IdentityErrorType =
  | 'NotAuthorizedException'
  | 'UsernameExistsException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'ResourceNotFoundException'
  | 'UnknownOperationException'
  | 'SerializationException'
  | 'InternalErrorException';

export class IdentityError extends Error {
  override name = 'IdentityError';

  constructor(
    readonly type: IdentityErrorType,
    message: string,
    readonly status = 400,
    /** seconds, for a rate limit's Retry-After */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  toBody(): IdentityErrorBody {
    return {
      __type: this.type,
      message: this.message,
      status: this.status,
      code: errorCodeForStatus(this.status),
    };
  }
}

/** Sign-in's one answer for an unknown user, a wrong password or an unusable token. */
export const notAuthorized = (message = 'Incorrect username or password.') =>
  new IdentityError('NotAuthorizedException', message);
export const invalidParameter = (message: string) =>
  new IdentityError('InvalidParameterException', message);

export function sendIdentityError(reply: FastifyReply, error: IdentityError): FastifyReply {
  if (error.retryAfter !== undefined) void reply.header('retry-after', error.retryAfter);
  return reply
    .code(error.status)
    .header('x-amzn-errortype', `${error.type}:`)
    .header('cache-control', 'no-store')
    .type(IDENTITY_CONTENT_TYPE)
    .send(JSON.stringify(error.toBody()));
}
