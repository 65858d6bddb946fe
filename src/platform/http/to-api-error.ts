/**
 * Every failed call becomes the shared ApiError (src/shared/api/api-error.ts) with the HTTP
 * status and the server's code (spec §8: "Status 400 and above: JSON body thrown with status
 * attached"). A body that is not the server's error JSON (a proxy's HTML page) still gets a typed
 * code, from its status. Transport failures get status 0 and xhr-network-error, xhr-timeout or
 * xhr-abort.
 */
import { ApiError } from '../../shared/api/api-error';
import { errorCodeForStatus, isServerErrorCode } from '../../shared/domain/errors';

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // not JSON: keep the status line
  }
  const code = isServerErrorCode(body?.code) ? body.code : errorCodeForStatus(response.status);
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
