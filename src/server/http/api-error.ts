/**
 * The server side of the shared ApiError (src/shared/api/api-error.ts): shorthands for the
 * errors route code throws, and sending one as the JSON body. The error handler
 * (plugins/error-handler.ts) turns everything else into that body too.
 */
import type { FastifyError, FastifyReply } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import { isServerErrorCode, type ServerErrorCode } from '../../shared/domain/errors';

/** An error the server may send: only server codes have a body. */
export type ServerApiError = ApiError<ServerErrorCode>;

/** An ApiError the server may send as it is (a client-side code here would be a bug: 500). */
export function isServerApiError(error: unknown): error is ServerApiError {
  return error instanceof ApiError && isServerErrorCode(error.code);
}

export const badRequest = (message: string, details?: unknown): ServerApiError =>
  new ApiError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message: string): ServerApiError =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const notFound = (message: string, code: ServerErrorCode = 'NOT_FOUND'): ServerApiError =>
  new ApiError(404, code, message);
export const conflict = (code: ServerErrorCode, message: string, details?: unknown) =>
  new ApiError(409, code, message, details);
export const unprocessable = (code: ServerErrorCode, message: string, details?: unknown) =>
  new ApiError(422, code, message, details);

/** Sends an error body directly, for handlers that answer rather than throw (not-found). */
export function sendApiError(reply: FastifyReply, error: ServerApiError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

/**
 * The 4xx status the error handler (plugins/error-handler.ts) answers an error with: bad input,
 * the framework's refusals and the routes' own 4xx errors; undefined for anything it turns
 * into a 500.
 */
export function clientErrorStatus(error: unknown): number | undefined {
  const status = isServerApiError(error)
    ? error.status
    : error instanceof Error
      ? (error as FastifyError).validation
        ? 400
        : (error as FastifyError).statusCode
      : undefined;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}
