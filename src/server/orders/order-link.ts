/**
 * Signed order links (spec §7 GET /api/order/s/myOrder?hash=): a guest who found their order
 * gets a link that opens it again without a session, from any device, so it can be e-mailed.
 * The hash is the order reference and an expiry under an HMAC-SHA256 keyed by a secret only the
 * server knows, in base64url: nothing is stored per link, a changed byte or a passed expiry
 * fails the MAC or the date, and an instance that never issued a link verifies it all the same.
 *
 * Layout (48 bytes, 64 base64url characters): version 1, the reference's 11 ASCII characters,
 * the expiry in epoch seconds (uint32, big-endian), then the MAC of those 16 bytes.
 *
 * The secret is made by the first server to start and kept in order_link_keys (migration
 * 0019), as the payment provider keeps its keys: instances starting together each make one,
 * one insert wins under an advisory lock, and all of them use the rows that are there.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLinkKeys } from '../db/schema';
import { isOrderReference } from './order-reference';

/** How long a link opens its order. */
export const ORDER_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

const VERSION = 1;
const REFERENCE_BYTES = 11;
const SIGNED_BYTES = 1 + REFERENCE_BYTES + 4;
const MAC_BYTES = 32;
const LINK_BYTES = SIGNED_BYTES + MAC_BYTES;

/** Any 64-bit number; "vtrlnk" in ASCII: serialises first starts across instances. */
const KEY_LOCK = '130073047780971';

export interface OrderLinks {
  /** a link's hash for `reference`, valid for ORDER_LINK_DAYS from `now` */
  sign(reference: string, now?: number): string;
  /** the reference a hash was signed for, or null: malformed, altered, or expired at `now` */
  verify(hash: string, now?: number): string | null;
  /**
   * A keyed digest of `text` under `purpose`, for comparing a secret a client sends with the
   * stored one in constant time without comparing the texts themselves (order-contact.ts).
   */
  digest(purpose: string, text: string): Buffer;
}

function mac(secret: Buffer, signed: Buffer): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

export function orderLinks(secrets: readonly Buffer[]): OrderLinks {
  const [signing] = secrets;
  if (!signing) throw new Error('no order link secret');
  return {
    sign(reference, now = Date.now()) {
      if (!isOrderReference(reference)) throw new Error('not an order reference');
      const signed = Buffer.alloc(SIGNED_BYTES);
      signed.writeUInt8(VERSION, 0);
      signed.write(reference, 1, 'ascii');
      signed.writeUInt32BE(
        Math.floor((now + ORDER_LINK_DAYS * DAY_MS) / 1000),
        1 + REFERENCE_BYTES,
      );
      return Buffer.concat([signed, mac(signing, signed)]).toString('base64url');
    },
    verify(hash, now = Date.now()) {
      const bytes = Buffer.from(hash, 'base64url');
      // base64url decoding skips what is not of its alphabet: the text must round-trip
      if (bytes.length !== LINK_BYTES || bytes.toString('base64url') !== hash) return null;
      const signed = bytes.subarray(0, SIGNED_BYTES);
      const given = bytes.subarray(SIGNED_BYTES);
      let valid = false;
      for (const secret of secrets) valid = timingSafeEqual(mac(secret, signed), given) || valid;
      if (!valid || signed.readUInt8(0) !== VERSION) return null;
      const expiresAt = signed.readUInt32BE(1 + REFERENCE_BYTES) * 1000;
      const reference = signed.toString('ascii', 1, 1 + REFERENCE_BYTES);
      return expiresAt > now && isOrderReference(reference) ? reference : null;
    },
    digest(purpose, text) {
      return createHmac('sha256', signing).update(`${purpose}\u0000${text}`).digest();
    },
  };
}

async function makeSecretIfNone(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}::bigint)`);
    const [existing] = await tx.select({ keyId: orderLinkKeys.keyId }).from(orderLinkKeys).limit(1);
    if (existing) return;
    await tx.insert(orderLinkKeys).values({
      keyId: randomBytes(9).toString('base64url'),
      secret: randomBytes(32).toString('base64url'),
    });
  });
}

const readSecrets = (db: Database) =>
  db
    .select({ secret: orderLinkKeys.secret })
    .from(orderLinkKeys)
    .orderBy(desc(orderLinkKeys.createdAt));

/** Loads the link secrets (the newest signs), making the first when the database has none. */
export async function loadOrderLinks(db: Database): Promise<OrderLinks> {
  let rows = await readSecrets(db);
  if (rows.length === 0) {
    await makeSecretIfNone(db);
    rows = await readSecrets(db);
  }
  return orderLinks(rows.map((row) => Buffer.from(row.secret, 'base64url')));
}
