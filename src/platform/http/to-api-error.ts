/**
 * Every failed call becomes the shared ApiError (src/shared/api/api-error.ts) with the HTTP
 * status and the server's code (spec §8: "Status 400 and above: JSON body thrown with status
 * attached"). A body that is not the server's error JSON (a proxy's HTML page) still gets a typed
 * code, from its status. Transport failures get status 0 and xhr-network-error, xhr-timeout or
 * xhr-abort.
 */
import { ApiError } from '../../shared/api/api-error';
import { errorCodeForStatus, type ServerErrorCode } from '../../shared/domain/errors';

/**
 * Whether a body is the server's own error, `{ status, code, message }` with the response's
 * status and a code in the server's form (upper case and underscores). The form, not the list
 * of codes: that list grows with every feature and would weigh on every page's first load,
 * and a code this build does not know is still the server's (its handling falls back by
 * status). A proxy's or a foreign service's body is not taken for one.
 */
function isServerErrorBody(
  body: Record<string, unknown> | undefined,
  status: number,
): body is { code: ServerErrorCode } {
  return (
    body?.status === status &&
    typeof body.message === 'string' &&
    typeof body.code === 'string' &&
    /^[A-Z][A-Z0-9_]{1,63}$/.test(body.code)
  );
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // not JSON: keep the status line
  }
  const code = isServerErrorBody(body, response.status)
    ? body.code
    : errorCodeForStatus(response.status);
  const message =
    typeof body?.message === 'string'
      ? body.message
      : response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, code, message, body?.details);
}

export function errorFromFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError(0, 'xhr-abort', 'The request was aborted');
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError(0, 'xhr-timeout', 'The request timed out');
  }
  return new ApiError(
    0,
    'xhr-network-error',
    error instanceof Error ? error.message : String(error),
  );
}
