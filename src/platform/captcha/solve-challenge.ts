/**
 * Finds a challenge's secret number (shared/captcha/captcha-protocol.ts) by hashing the salt
 * with 0, 1, 2 … until the digest is the challenge. The work runs on the main thread in slices
 * of about SLICE_MS, each followed by a yield, so the page keeps answering input and painting
 * (issue 10: no long task) and the dialog can show progress; it stops when `signal` aborts.
 */
import type { CaptchaChallenge, CaptchaSolution } from '../../shared/captcha/captcha-protocol';
import { yieldToMain } from '../ui/yield-to-main';
import { sha256Words, wordsOfHex } from './sha256';

const SLICE_MS = 12;
/** Numbers tried between two looks at the clock. */
const STRIDE = 256;

export interface SolveOptions {
  signal?: AbortSignal;
  /** the share of 0 … maxnumber tried so far, after each slice */
  onProgress?: (share: number) => void;
}

const sameWords = (a: Int32Array, b: Int32Array) => a.every((word, index) => word === b[index]);

/**
 * The challenge with its number; rejects with the signal's reason when aborted, and with an
 * Error when no number up to maxnumber solves it (a challenge this solver cannot answer).
 */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  { signal, onProgress }: SolveOptions = {},
): Promise<CaptchaSolution> {
  const target = wordsOfHex(challenge.challenge);
  const { salt, maxnumber } = challenge;
  let number = 0;
  while (number <= maxnumber) {
    signal?.throwIfAborted();
    const sliceEnds = performance.now() + SLICE_MS;
    do {
      const strideEnds = Math.min(number + STRIDE, maxnumber + 1);
      for (; number < strideEnds; number++) {
        if (sameWords(sha256Words(`${salt}${number}`), target)) return { ...challenge, number };
      }
    } while (number <= maxnumber && performance.now() < sliceEnds);
    onProgress?.(Math.min(1, number / (maxnumber + 1)));
    await yieldToMain();
  }
  throw new Error('No number up to maxnumber solves this challenge');
}
