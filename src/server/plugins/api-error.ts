/**
 * Errors as values with a code from spec §8. Route code throws `ApiError`; the error handler
 * (error-handler.ts) turns it, and every other failure, into the `ApiErrorBody` JSON.
 */
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../shared/domain/errors';

/** Transport-level codes for HTTP errors raised below the routes (parsing, routing, limits). */
export const HTTP_ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
} as const;

export type ApiErrorCode = ErrorCode | (typeof HTTP_ERROR_CODES)[keyof typeof HTTP_ERROR_CODES];

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      status: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.details !== undefined ? { details: this.details } : {}),
    };
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new ApiError(400, 'BAD_REQUEST', message, details);
export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (code: ApiErrorCode, message: string, details?: unknown) =>
  new ApiError(409, code, message, details);

/** Sends an error body directly, for handlers that answer rather than throw (not-found). */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody());
}
