/**
 * Between the api client and the challenge dialog (spec §8 "HTTP 428: captcha v2 challenge").
 * The api client, which has no React, asks here for a solved challenge when a call that opted
 * in is answered 428; the challenge host (challenge-host.tsx, in the app's shell) watches the
 * requests and shows the dialog for the first, which resolves it with the solution header or
 * cancels it. Requests wait in turn: each retry needs a solution of its own. Without a host
 * (the server's render, a page whose shell has not loaded it) the caller gets the 428 itself.
 * Kept tiny: it is part of every page's entry through the api client.
 */
import { ApiError } from '../../shared/api/api-error';

export interface ChallengeRequest {
  readonly id: number;
  /** the solved challenge, as the x-localised-challenge header carries it */
  resolve(header: string): void;
  /** the shopper gave up: the call fails with CAPTCHA_CANCELLED */
  cancel(): void;
  /** the dialog could not be shown: the call fails with its 428 */
  fail(): void;
}

/**
 * A source of invisible (v3) tokens (use-invisible-captcha.ts): `take()` hands the current
 * token once, or undefined when there is none to send.
 */
export interface InvisibleCaptcha {
  take(): Promise<string | undefined>;
}

const queue: ChallengeRequest[] = [];
const listeners = new Set<() => void>();
let hosts = 0;
let ids = 0;

const notify = () => listeners.forEach((listener) => listener());

/** The request the dialog should show now, if any. */
export const currentChallenge = (): ChallengeRequest | undefined => queue[0];

export function subscribeChallenges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A host says it can show the dialog; returns its removal. */
export function registerChallengeHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

/**
 * A solution header for a retry of the call `refusal` (its 428) answered; rejects with
 * CAPTCHA_CANCELLED when the shopper cancels, with the refusal when no dialog can be shown,
 * and with an abort error when `signal` aborts.
 */
export function requestChallenge(refusal: ApiError, signal?: AbortSignal): Promise<string> {
  if (hosts === 0) return Promise.reject(refusal);
  return new Promise<string>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      const index = queue.indexOf(request);
      if (index < 0) return;
      queue.splice(index, 1);
      signal?.removeEventListener('abort', aborted);
      outcome();
      notify();
    };
    const abortError = () => new ApiError(0, 'xhr-abort', 'The request was aborted');
    const aborted = () => settle(() => reject(abortError()));
    const request: ChallengeRequest = {
      id: ++ids,
      resolve: (header) => settle(() => resolve(header)),
      cancel: () =>
        settle(() => reject(new ApiError(428, 'CAPTCHA_CANCELLED', 'The challenge was cancelled'))),
      fail: () => settle(() => reject(refusal)),
    };
    if (signal?.aborted) return reject(abortError());
    signal?.addEventListener('abort', aborted, { once: true });
    queue.push(request);
    notify();
  });
}
