/**
 * The provider's RSA-OAEP key pair (2048 bits, SHA-256): made on the first start and kept in
 * the database, so every instance and every restart decrypt what browsers encrypted with the
 * public key. Instances starting together on an empty table each make a pair, one insert
 * wins (the table's one-row guard below is "insert only while empty", done under a lock),
 * and all of them then use the row that is there.
 */
import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import type { ProviderPublicKey } from '../../shared/payments/provider-api';
import type { Database } from '../db/client';
import { paymentProviderKeys } from './payment-tables';

const generate = promisify(generateKeyPair);

/** Any 64-bit number; "vtrpay" in ASCII: serialises first starts across instances. */
const KEY_LOCK = '130073047687545';

export interface ProviderKeyring {
  /** the key browsers encrypt with */
  current: ProviderPublicKey;
  /**
   * The private key of a key id, or undefined for a key this provider never had; a key not
   * loaded yet is read through `db`, the caller's transaction (PGlite serves one connection: a
   * read beside an open transaction would wait for it forever).
   */
  privateKey(keyId: string, db: Database): Promise<KeyObject | undefined>;
}

async function makeKeyIfNone(db: Database): Promise<void> {
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}::bigint)`);
    const [existing] = await tx
      .select({ keyId: paymentProviderKeys.keyId })
      .from(paymentProviderKeys)
      .limit(1);
    if (existing) return;
    await tx.insert(paymentProviderKeys).values({
      keyId: randomBytes(9).toString('base64url'),
      publicJwk: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256' },
      privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
  });
}

async function newestKey(db: Database) {
  const [row] = await db
    .select()
    .from(paymentProviderKeys)
    .orderBy(desc(paymentProviderKeys.createdAt))
    .limit(1);
  return row;
}

/** Loads the provider's keys, making the first pair when the database has none. */
export async function loadProviderKeyring(db: Database): Promise<ProviderKeyring> {
  let row = await newestKey(db);
  if (!row) {
    await makeKeyIfNone(db);
    row = await newestKey(db);
  }
  if (!row) throw new Error('the payment provider key could not be stored');
  const current: ProviderPublicKey = { keyId: row.keyId, publicKey: row.publicJwk };
  const privateKeys = new Map<string, KeyObject>([[row.keyId, createPrivateKey(row.privateKey)]]);
  return {
    current,
    async privateKey(keyId, reader) {
      const known = privateKeys.get(keyId);
      if (known) return known;
      // a key made by another instance after this one started (a rotation)
      const [other] = await reader
        .select({ privateKey: paymentProviderKeys.privateKey })
        .from(paymentProviderKeys)
        .where(eq(paymentProviderKeys.keyId, keyId));
      if (!other) return undefined;
      const key = createPrivateKey(other.privateKey);
      privateKeys.set(keyId, key);
      return key;
    },
  };
}
