/**
 * Password hashing with argon2id through @node-rs/argon2 (a maintained native binding), at
 * OWASP's minimum: 19 MiB of memory, two passes, one lane. A sign-in for a user who does not
 * exist still verifies a password, against a hash made once at start, so it takes as long as
 * a sign-in with a wrong password and the timing tells nothing (no account enumeration).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id is the binding's default algorithm; the costs are set here, never below these. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // a stored hash the binding cannot read matches nothing
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends a verification's time on no user's password, for an unknown username. */
export async function verifyNobody(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await passwordMatches(await dummyHash, password);
}
