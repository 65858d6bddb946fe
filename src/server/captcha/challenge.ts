/**
 * Making and checking proof-of-work challenges (the protocol: shared/captcha/captcha-protocol.ts,
 * after ALTCHA). A challenge is the SHA-256 of a random salt and a secret number in
 * 0 … maxnumber; its fields are signed with HMAC-SHA-256, so the provider keeps no state until a
 * solution is redeemed. A solution passes when its fields are the ones signed, it has not
 * expired, it is of the kind asked for and its number gives the challenge. Single use is the
 * caller's (redeem.ts): this file is pure.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_KINDS,
  type CaptchaChallenge,
  type CaptchaKind,
  type CaptchaSolution,
} from '../../shared/captcha/captcha-protocol';

export interface ChallengeSettings {
  /** the greatest secret number: the most work a solver does */
  maxNumber: number;
  /** how long a challenge may be solved and redeemed */
  ttlMs: number;
}

/** Why a solution was refused (the 428's details.reason); a caller tells only these apart. */
export type RefusalReason = 'missing' | 'invalid' | 'expired' | 'used';

export type Verdict =
  | { ok: true; solution: CaptchaSolution }
  | { ok: false; reason: Exclude<RefusalReason, 'missing' | 'used'> };

const HEX_64 = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{32}$/;

/** The signed text: every field of the challenge in a fixed order, one line each. */
function signedText(challenge: Omit<CaptchaChallenge, 'signature'>): string {
  return [
    'vitrine-captcha-1',
    challenge.algorithm,
    challenge.kind,
    challenge.challenge,
    challenge.salt,
    challenge.maxnumber,
    challenge.expires,
  ].join('\n');
}

const sign = (key: Buffer, challenge: Omit<CaptchaChallenge, 'signature'>) =>
  createHmac('sha256', key).update(signedText(challenge)).digest('hex');

export const digestOf = (salt: string, number: number) =>
  createHash('sha256').update(`${salt}${number}`).digest('hex');

export function createChallenge(
  key: Buffer,
  kind: CaptchaKind,
  settings: ChallengeSettings,
  nowMs: number,
): CaptchaChallenge {
  const salt = randomBytes(16).toString('hex');
  const secret = randomInt(0, settings.maxNumber + 1);
  const unsigned = {
    algorithm: CAPTCHA_ALGORITHM,
    challenge: digestOf(salt, secret),
    maxnumber: settings.maxNumber,
    salt,
    expires: Math.floor((nowMs + settings.ttlMs) / 1000),
    kind,
  } as const;
  return { ...unsigned, signature: sign(key, unsigned) };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The solution's fields when it has the shape of one (nothing more, nothing less), else null. */
function asSolution(value: unknown): CaptchaSolution | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { algorithm, challenge, maxnumber, salt, expires, kind, signature, number, ...rest } =
    value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (algorithm !== CAPTCHA_ALGORITHM) return null;
  if (!CAPTCHA_KINDS.includes(kind as CaptchaKind)) return null;
  if (typeof challenge !== 'string' || !HEX_64.test(challenge)) return null;
  if (typeof signature !== 'string' || !HEX_64.test(signature)) return null;
  if (typeof salt !== 'string' || !SALT.test(salt)) return null;
  if (!isCount(maxnumber) || !isCount(expires) || !isCount(number)) return null;
  return {
    algorithm,
    challenge,
    maxnumber,
    salt,
    expires,
    kind: kind as CaptchaKind,
    signature,
    number,
  };
}

/** Checks a decoded solution (see the module comment) for `kind` at `nowMs`. */
export function verifySolution(
  key: Buffer,
  decoded: unknown,
  kind: CaptchaKind,
  nowMs: number,
): Verdict {
  const solution = asSolution(decoded);
  if (!solution || solution.kind !== kind) return { ok: false, reason: 'invalid' };
  const { signature, number: _number, ...signed } = solution;
  const expected = Buffer.from(sign(key, signed), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { ok: false, reason: 'invalid' };
  }
  if (solution.expires * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  if (
    solution.number > solution.maxnumber ||
    digestOf(solution.salt, solution.number) !== signed.challenge
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, solution };
}
