/**
 * The local challenge provider's wire protocol (docs/api.md "Captcha"): a proof of work in the
 * style of ALTCHA. The provider hands out a signed challenge, the SHA-256 digest of a random
 * salt followed by a secret number no greater than `maxnumber`; the browser finds the number by
 * trying them in turn and sends the challenge back with it, base64-encoded JSON, in a request
 * header. The provider checks the signature, the expiry, the number and that the challenge was
 * never redeemed before. No image, nothing to type, no third party: it works the same for a
 * screen-reader or keyboard user, and costs a bot sending thousands of requests real work.
 *
 * `v2` is the visible challenge (the dialog after HTTP 428), `v3` the invisible token the app
 * keeps fresh during the payment step (spec §4 "Captcha v3", §7). Plain values only: every
 * runtime's bundle may import this file.
 */

export const CAPTCHA_API = {
  /** GET ?kind=v2|v3: a new signed challenge */
  challenge: '/captcha/v1/challenge',
} as const;

/** Request header carrying a solved visible (v2) challenge (spec §7). */
export const CAPTCHA_CHALLENGE_HEADER = 'x-localised-challenge';
/** Request header carrying a solved invisible (v3) token (spec §7). */
export const CAPTCHA_INVISIBLE_HEADER = 'x-localised-invisible';

export const CAPTCHA_KINDS = ['v2', 'v3'] as const;
export type CaptchaKind = (typeof CAPTCHA_KINDS)[number];

export const CAPTCHA_ALGORITHM = 'SHA-256';

/** A solved challenge in a header is at most this long; anything longer is not one. */
export const CAPTCHA_SOLUTION_MAX_LENGTH = 1024;

/** What the provider hands out. Every field but `signature` is covered by the signature. */
export interface CaptchaChallenge {
  algorithm: typeof CAPTCHA_ALGORITHM;
  /** hex SHA-256 of `salt` followed by the secret number in decimal */
  challenge: string;
  /** the secret number is somewhere in 0 … maxnumber: the work a solver does at most */
  maxnumber: number;
  /** random hex, unique to this challenge */
  salt: string;
  /** epoch seconds after which a solution is refused */
  expires: number;
  kind: CaptchaKind;
  /** hex HMAC-SHA-256 of the other fields, with the provider's key */
  signature: string;
}

/** A challenge with the number that solves it: what the request header carries. */
export interface CaptchaSolution extends CaptchaChallenge {
  number: number;
}

/** The header value of a solution: base64 of its JSON (ASCII only: hex, digits, names). */
export function encodeSolution(solution: CaptchaSolution): string {
  return btoa(JSON.stringify(solution));
}

/** The JSON a header value carries, or undefined when it is not base64 of JSON. */
export function decodeSolution(value: string): unknown {
  if (value.length === 0 || value.length > CAPTCHA_SOLUTION_MAX_LENGTH) return undefined;
  try {
    return JSON.parse(atob(value)) as unknown;
  } catch {
    return undefined;
  }
}
