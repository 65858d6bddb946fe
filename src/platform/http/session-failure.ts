/**
 * What happens when a session cannot be revalidated (spec §8 "HTTP 401: refresh session and
 * retry; on failure '401 User Session Failed To Validate' and sign-out"). The api client only
 * knows that it happened; the sign-out itself needs the app's query client, so the app
 * registers the handler (platform/session-reset) once it has one.
 */
import type { ApiError } from '../../shared/api/api-error';

type SessionFailureHandler = (error: ApiError) => void;

let handler: SessionFailureHandler | null = null;

/** Registers the one handler; returns its removal (a later registration replaces it). */
export function onSessionFailure(next: SessionFailureHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Called by the api client after the retry with a fresh session was refused as well. */
export function notifySessionFailure(error: ApiError): void {
  try {
    handler?.(error);
  } catch (failure) {
    // The caller still gets its 401: a broken handler must not hide the original error.
    console.error('Session failure handler failed', failure);
  }
}
