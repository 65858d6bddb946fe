import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeSolution,
  encodeSolution,
  type CaptchaSolution,
} from '../../shared/captcha/captcha-protocol';
import { createChallenge, digestOf, verifySolution } from './challenge';

const KEY = randomBytes(32);
const NOW = Date.UTC(2030, 0, 1);
const SETTINGS = { maxNumber: 200, ttlMs: 600_000 };

/** A challenge made by the provider and solved by trying every number, as the browser does. */
function solved(kind: 'v2' | 'v3' = 'v2'): CaptchaSolution {
  const challenge = createChallenge(KEY, kind, SETTINGS, NOW);
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (digestOf(challenge.salt, number) === challenge.challenge) return { ...challenge, number };
  }
  throw new Error('unsolvable');
}

/** A value of the same JSON type as `value` but different from it. */
function otherValue(value: unknown): fc.Arbitrary<unknown> {
  const any = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 64 }),
  );
  const near =
    typeof value === 'number'
      ? fc
          .integer({ min: -3, max: 3 })
          .filter((step) => step !== 0)
          .map((step) => value + step)
      : fc.nat({ max: String(value).length - 1 }).chain((at) =>
          fc
            .constantFrom(...'0123456789abcdef')
            .filter((digit) => digit !== String(value)[at])
            .map((digit) => `${String(value).slice(0, at)}${digit}${String(value).slice(at + 1)}`),
        );
  return fc.oneof(near, any).filter((other) => other !== value);
}

describe('captcha challenges', () => {
  it('a challenge carries its kind, size and expiry, and its solution passes once made', () => {
    const solution = solved('v3');
    expect(solution).toMatchObject({ algorithm: 'SHA-256', kind: 'v3', maxnumber: 200 });
    expect(solution.expires).toBe((NOW + 600_000) / 1000);
    expect(verifySolution(KEY, solution, 'v3', NOW)).toEqual({ ok: true, solution });
    // through the header's encoding too
    expect(verifySolution(KEY, decodeSolution(encodeSolution(solution)), 'v3', NOW).ok).toBe(true);
  });

  it('refuses a solution whose any one field was changed', () => {
    const solution = solved();
    const fields = Object.keys(solution) as (keyof CaptchaSolution)[];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...fields)
          .chain((field) =>
            otherValue(solution[field]).map((value) => ({ ...solution, [field]: value })),
          ),
        (tampered) => {
          expect(verifySolution(KEY, tampered, 'v2', NOW).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses another number, another kind, another key, an expired one and extra fields', () => {
    const solution = solved();
    const wrongNumber = { ...solution, number: (solution.number + 1) % 201 };
    expect(verifySolution(KEY, wrongNumber, 'v2', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySolution(KEY, solution, 'v3', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySolution(randomBytes(32), solution, 'v2', NOW).ok).toBe(false);
    const expiry = solution.expires * 1000;
    expect(verifySolution(KEY, solution, 'v2', expiry - 1).ok).toBe(true);
    expect(verifySolution(KEY, solution, 'v2', expiry)).toEqual({ ok: false, reason: 'expired' });
    expect(verifySolution(KEY, { ...solution, extra: 1 }, 'v2', NOW).ok).toBe(false);
  });

  it('refuses a number beyond maxnumber even when it hashes to the challenge', () => {
    const salt = randomBytes(16).toString('hex');
    const big = createChallenge(KEY, 'v2', { maxNumber: 5, ttlMs: 60_000 }, NOW);
    // a challenge whose number is 9 but that says 5: only a forged signature could carry it
    const forged = { ...big, salt, challenge: digestOf(salt, 9), number: 9 };
    expect(verifySolution(KEY, forged, 'v2', NOW).ok).toBe(false);
  });

  it('answers anything that is not a solution with a refusal, never an exception', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (value) => {
        expect(verifySolution(KEY, value, 'v2', NOW).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (header) => {
        expect(verifySolution(KEY, decodeSolution(header), 'v2', NOW).ok).toBe(false);
      }),
    );
  });
});
