/**
 * Wallet payment tokens as this test provider reads them in test mode (docs/payments.md
 * "Wallets"): Google Pay's ECv2 token and Apple Pay's EC_v1 paymentData, every envelope field
 * present, the encrypted part holding the decrypted payload in base64.
 */
import { randomBytes, randomUUID } from 'node:crypto';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const noise = (bytes = 32) => randomBytes(bytes).toString('base64');

export interface GoogleCard {
  pan: string;
  expirationMonth?: number;
  expirationYear?: number;
  authMethod?: 'PAN_ONLY' | 'CRYPTOGRAM_3DS';
  /** epoch ms; an hour from now by default */
  messageExpiration?: number;
}

export const WALLET_YEAR = new Date().getUTCFullYear() + 3;

/** The payload Google's keys would decrypt the token's message to. */
export function googlePayPayload(card: GoogleCard): Record<string, unknown> {
  const authMethod = card.authMethod ?? 'CRYPTOGRAM_3DS';
  return {
    gatewayMerchantId: 'vitrine-test',
    messageId: randomUUID(),
    messageExpiration: String(card.messageExpiration ?? Date.now() + 3_600_000),
    paymentMethod: 'CARD',
    paymentMethodDetails: {
      authMethod,
      pan: card.pan,
      expirationMonth: card.expirationMonth ?? 12,
      expirationYear: card.expirationYear ?? WALLET_YEAR,
      ...(authMethod === 'CRYPTOGRAM_3DS' ? { cryptogram: noise(20), eciIndicator: '05' } : {}),
    },
  };
}

/** PaymentData.paymentMethodData.tokenizationData.token, as a JSON text. */
export function googlePayToken(
  card: GoogleCard,
  payload: Record<string, unknown> = googlePayPayload(card),
): string {
  return JSON.stringify({
    signature: noise(70),
    intermediateSigningKey: {
      signedKey: JSON.stringify({ keyValue: noise(64), keyExpiration: String(Date.now() + 9e8) }),
      signatures: [noise(70)],
    },
    protocolVersion: 'ECv2',
    signedMessage: JSON.stringify({
      encryptedMessage: b64(JSON.stringify(payload)),
      ephemeralPublicKey: noise(65),
      tag: noise(32),
    }),
  });
}

export interface AppleCard {
  pan: string;
  /** YYMMDD */
  expiry?: string;
  /** the payment's amount in the provider's minor units */
  amount: number;
}

/** PKPaymentToken.paymentData as JSON, base64-encoded (Adyen's applePayToken). */
export function applePayToken(card: AppleCard): string {
  const yy = String(WALLET_YEAR % 100).padStart(2, '0');
  const payload = {
    applicationPrimaryAccountNumber: card.pan,
    applicationExpirationDate: card.expiry ?? `${yy}1231`,
    currencyCode: '826',
    transactionAmount: card.amount,
    deviceManufacturerIdentifier: '040010030273',
    paymentDataType: '3DSecure',
    paymentData: { onlinePaymentCryptogram: noise(20), eciIndicator: '7' },
  };
  return b64(
    JSON.stringify({
      version: 'EC_v1',
      data: b64(JSON.stringify(payload)),
      signature: noise(120),
      header: {
        ephemeralPublicKey: noise(91),
        publicKeyHash: noise(32),
        transactionId: randomBytes(32).toString('hex'),
      },
    }),
  );
}
