import type { ApiErrorBody } from '../../shared/domain/errors';

/**
 * Every failed call becomes an ApiError carrying the HTTP status and the server's JSON body
 * (spec §8: "Status 400 and above: JSON body thrown with status attached"). Transport failures
 * get status 0 and one of the codes xhr-network-error, xhr-timeout, xhr-abort.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, code: string, message: string, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: ApiErrorBody | undefined;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ApiErrorBody;
  } catch {
    // not JSON: keep the status line
  }
  return new ApiError(
    response.status,
    body?.code ?? `HTTP_${response.status}`,
    body?.message ?? (response.statusText || `HTTP ${response.status}`),
    body,
  );
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
