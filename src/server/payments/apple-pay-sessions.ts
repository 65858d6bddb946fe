/**
 * Apple Pay's merchant validation at the local provider (Adyen's POST /applePay/sessions;
 * docs/payments.md "Wallets"). Apple answers a merchant's Payment Session request, made with
 * its merchant identity certificate, with an opaque session the browser checks before it opens
 * the sheet. This test provider has no certificate and Apple's servers are never asked: it
 * makes a session of the same shape itself, for the merchants it holds (one per shop site) and
 * any well-formed domain — a real provider also refuses a domain not verified for the merchant.
 * It is signed with the provider's current key (RSA-PSS, SHA-256, over the session's other
 * fields as JSON, in the order below), so a test can tell it from one made elsewhere. Nothing
 * is stored: the session is good for one sheet within five minutes, which the browser enforces.
 */
import { constants, createHash, randomBytes, sign, type KeyObject } from 'node:crypto';
import { unprocessable } from '../http/api-error';
import type {
  ApplePayMerchantSession,
  ApplePaySessionRequest,
  ApplePaySessionResponse,
} from '../../shared/payments/provider-apple-pay-api';
import type { Database } from '../db/client';
import type { ProviderContext } from './provider-context';

/** Apple's sessions expire five minutes after they are made. */
export const MERCHANT_SESSION_TTL_MS = 5 * 60_000;

const hex = (bytes: Buffer) => bytes.toString('hex').toUpperCase();

/** What the signature covers: the session's fields but the signature, as JSON in this order. */
export const signedPart = (session: Omit<ApplePayMerchantSession, 'signature'>): string =>
  JSON.stringify([
    session.epochTimestamp,
    session.expiresAt,
    session.merchantSessionIdentifier,
    session.nonce,
    session.merchantIdentifier,
    session.domainName,
    session.displayName,
  ]);

const signWith = (key: KeyObject, text: string) =>
  sign('sha256', Buffer.from(text), {
    key,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
  }).toString('hex');

/**
 * A merchant session for `request`, base64-encoded as Adyen answers it; 422
 * APPLE_PAY_MERCHANT_UNKNOWN for a merchant identifier the provider holds no merchant for.
 */
export async function applePaySession(
  db: Database,
  context: ProviderContext,
  merchants: ReadonlySet<string>,
  request: ApplePaySessionRequest,
): Promise<ApplePaySessionResponse> {
  if (!merchants.has(request.merchantIdentifier))
    throw unprocessable(
      'APPLE_PAY_MERCHANT_UNKNOWN',
      'No merchant is registered for Apple Pay with this merchant identifier',
    );
  const key = await context.keyring.privateKey(context.keyring.current.keyId, db);
  if (!key) throw new Error('the provider has lost its current key');
  const merchantHash = hex(createHash('sha256').update(request.merchantIdentifier).digest());
  const epochTimestamp = context.now().getTime();
  const unsigned = {
    epochTimestamp,
    expiresAt: epochTimestamp + MERCHANT_SESSION_TTL_MS,
    merchantSessionIdentifier: `SSH${hex(randomBytes(16))}_${merchantHash}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: merchantHash,
    domainName: request.domainName,
    displayName: request.displayName,
  };
  const session: ApplePayMerchantSession = {
    ...unsigned,
    signature: signWith(key, signedPart(unsigned)),
  };
  return { data: Buffer.from(JSON.stringify(session)).toString('base64') };
}
