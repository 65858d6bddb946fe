/**
 * The app's side of the local challenge provider (docs/api.md "Captcha"): fetch a challenge
 * of a kind, solve it (solve-challenge.ts) and encode the solution as the header carries it.
 * The provider is not the shop's API (no session, site or language), so this is a plain fetch.
 */
import {
  CAPTCHA_API,
  encodeSolution,
  type CaptchaChallenge,
  type CaptchaKind,
} from '../../shared/captcha/captcha-protocol';
import { errorFromFailure, errorFromResponse } from '../http/to-api-error';
import { solveChallenge, type SolveOptions } from './solve-challenge';

/** A solved challenge as a header value, with the time (epoch ms) it stops being accepted. */
export interface SolvedChallenge {
  header: string;
  expiresAt: number;
}

async function fetchChallenge(kind: CaptchaKind, signal?: AbortSignal): Promise<CaptchaChallenge> {
  let response: Response;
  try {
    response = await fetch(`${CAPTCHA_API.challenge}?kind=${kind}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    throw errorFromFailure(error);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as CaptchaChallenge;
}

/** Fetches a challenge of `kind` and solves it; rejects as fetch or the solver do. */
export async function solveNewChallenge(
  kind: CaptchaKind,
  options: SolveOptions = {},
): Promise<SolvedChallenge> {
  const challenge = await fetchChallenge(kind, options.signal);
  const solution = await solveChallenge(challenge, options);
  return { header: encodeSolution(solution), expiresAt: challenge.expires * 1000 };
}
