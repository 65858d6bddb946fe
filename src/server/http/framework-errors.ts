/**
 * The errors Fastify and Node answer before any route or error handler runs, sent in the one
 * error shape `{ status, code, message }` (DESIGN §5) instead of the framework's own bodies:
 *  - frameworkErrors: a URL whose percent-escapes do not decode (FST_ERR_BAD_URL), a path
 *    parameter over the router's length limit (FST_ERR_MAX_PARAM_LENGTH, 414);
 *  - clientErrorHandler: what Node's HTTP parser refuses on the socket itself — headers over the
 *    size limit (431), a request that took too long to arrive (408), anything unparseable such as
 *    an unknown method (400). No request object exists there, so the response is written raw.
 * Messages never echo the URL or headers back: they may hold personal data (docs/api.md "Logs").
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import { errorCodeForStatus } from '../../shared/domain/errors';
import { sendApiError } from './api-error';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid: a percent-escape does not decode',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment of the URL is too long',
};

export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  const message = FRAMEWORK_MESSAGES[error.code] ?? STATUS_CODES[status] ?? 'Request failed';
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  else request.log.info({ code: error.code }, 'rejected bad request');
  void sendApiError(reply, new ApiError(status, errorCodeForStatus(status), message));
}

/** What Node's parser refused, by its error code: status and message. */
function parserFailure(code: string): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'The request headers are too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request took too long to arrive' };
  if (code === 'HPE_INVALID_METHOD')
    return { status: 400, message: 'The request method is not supported' };
  return { status: 400, message: 'The request is not valid HTTP' };
}

export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = parserFailure(error.code);
  if (socket.writable) {
    const body = JSON.stringify({ status, code: errorCodeForStatus(status), message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
