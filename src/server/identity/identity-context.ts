/**
 * What every operation of the pool is handed: the database, the signing key, the pool's
 * issuer and app client for this request, the time, the settings and the attempt limiter.
 */
import type { IdentitySettings } from '../config';
import type { Database } from '../db/client';
import type { AttemptLimiter } from './identity-limits';
import type { SigningKey } from './signing-keys';

export interface IdentityContext {
  db: Database;
  key: SigningKey;
  /** `${origin}/identity/{userPoolId}` of this request */
  issuer: string;
  clientId: string;
  /** epoch ms (the API suites' clock when they set one) */
  now: number;
  settings: IdentitySettings;
  limiter: AttemptLimiter;
  /** the client's address, for the per-address limits */
  address: string;
}
