/**
 * The RS256 key pair the pool signs tokens with: made at the first start and kept in the
 * database, so every instance and every restart honours the tokens any of them issued.
 * Instances starting together on an empty table each make a pair under a shared lock; the
 * first insert wins and all of them then use the row that is there (as the payment
 * provider's keys do, payments/provider-keys.ts).
 */
import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { identitySigningKeys } from './identity-tables';

const generate = promisify(generateKeyPair);

/** Any 64-bit number; "vtridp" in ASCII: serialises first starts across instances. */
const KEY_LOCK = '130242507793520';

export interface PublicJwk {
  kid: string;
  kty: 'RSA';
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** the public half as the JWKS publishes it */
  jwk: PublicJwk;
}

async function makeKeyIfNone(db: Database): Promise<void> {
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048 });
  const exported = publicKey.export({ format: 'jwk' });
  const kid = randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}::bigint)`);
    const [existing] = await tx
      .select({ kid: identitySigningKeys.kid })
      .from(identitySigningKeys)
      .limit(1);
    if (existing) return;
    await tx.insert(identitySigningKeys).values({
      kid,
      publicJwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', n: exported.n!, e: exported.e! },
      privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
  });
}

async function firstKey(db: Database) {
  const [row] = await db
    .select()
    .from(identitySigningKeys)
    .orderBy(asc(identitySigningKeys.createdAt))
    .limit(1);
  return row;
}

/** The pool's signing key, made when the database has none. */
export async function loadSigningKey(db: Database): Promise<SigningKey> {
  let row = await firstKey(db);
  if (!row) {
    await makeKeyIfNone(db);
    row = await firstKey(db);
  }
  if (!row) throw new Error('the identity signing key could not be stored');
  return {
    kid: row.kid,
    privateKey: createPrivateKey(row.privateKey),
    jwk: row.publicJwk as unknown as PublicJwk,
  };
}
