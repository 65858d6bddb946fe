/**
 * The one error value of the API, on both sides. The server throws it from route code and its
 * error handler sends `toBody()`; the client raises it for every failed call, with the status
 * and the body's code (spec §8 "Status 400 and above: JSON body thrown with status attached").
 * Transport failures never got a status: they carry 0 and an xhr-… code.
 *
 * `Code` narrows what an error may carry: only an error with a server code has a body to send.
 */
import type { ErrorCode, ServerErrorCode } from '../domain/errors';
import type { ApiErrorBody } from './error-body';

export class ApiError<Code extends ErrorCode = ErrorCode> extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** No response arrived: the network failed, timed out or the call was aborted. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  toBody(this: ApiError<ServerErrorCode>): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.details !== undefined ? { details: this.details } : {}),
    };
  }
}
