/**
 * One error handler for the whole app (spec §8): whatever fails, the client gets
 * `{ status, code, message }` JSON. Bad input — schema violations, malformed JSON, wrong
 * content type, oversized bodies — keeps its 4xx status and a readable message; anything
 * unexpected becomes a logged 500 whose body reveals nothing internal.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../shared/api/api-error';
import { errorCodeForStatus } from '../../shared/domain/errors';
import { clientErrorStatus, isServerApiError, sendApiError } from '../http/api-error';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (isServerApiError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return sendApiError(reply, error);
    }
    const status = clientErrorStatus(error);
    if (isFastifyError(error) && status !== undefined) {
      request.log.info({ code: error.code, message: error.message }, 'rejected bad request');
      // The code list is the client's contract, so Fastify's own codes (FST_ERR_…) stay out of it.
      return sendApiError(reply, new ApiError(status, errorCodeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendApiError(reply, new ApiError(500, 'INTERNAL', 'Internal server error'));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
