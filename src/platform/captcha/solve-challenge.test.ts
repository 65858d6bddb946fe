import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from '../../shared/captcha/captcha-protocol';
import { solveChallenge } from './solve-challenge';

/** A challenge as the provider makes one (its signature is not the solver's business). */
function challengeFor(secret: number, maxnumber: number): CaptchaChallenge {
  const salt = randomBytes(16).toString('hex');
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}${secret}`).digest('hex'),
    maxnumber,
    salt,
    expires: 2_000_000_000,
    kind: 'v2',
    signature: '0'.repeat(64),
  };
}

describe('solveChallenge', () => {
  it('finds the secret number and keeps every field of the challenge', async () => {
    for (const secret of [0, 1, 777, 5000]) {
      const challenge = challengeFor(secret, 5000);
      expect(await solveChallenge(challenge)).toEqual({ ...challenge, number: secret });
    }
  });

  it('reports progress that only grows, up to the share tried', async () => {
    const shares: number[] = [];
    await solveChallenge(challengeFor(60_000, 60_000), {
      onProgress: (share) => shares.push(share),
    });
    expect(shares.length).toBeGreaterThan(0);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.every((share) => share > 0 && share <= 1)).toBe(true);
  });

  it('stops when aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const solving = solveChallenge(challengeFor(60_000, 60_000), {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('closed')),
    });
    await expect(solving).rejects.toThrow('closed');
  });

  it('fails for a challenge no number up to maxnumber solves', async () => {
    await expect(solveChallenge(challengeFor(101, 100))).rejects.toThrow(/No number/);
  });
});
