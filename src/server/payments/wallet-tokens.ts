/**
 * Reading a wallet's payment token in test mode (docs/payments.md "Wallets"). In a real
 * deployment the provider (Adyen) decrypts Google Pay's ECv2 token and Apple Pay's EC_v1
 * paymentData with keys registered with Google and Apple; this local test provider has no
 * such keys and always runs in test mode, so it takes a token whose envelope is well formed —
 * every field a real token has, of the right kind — and whose encrypted part holds, base64
 * encoded, the payload the keys would have given: the card's number, expiry and cryptogram.
 * The number follows the test card table (a refused card is refused through a wallet too),
 * must be of a network the provider takes (Visa, Mastercard, American Express), and must match
 * the network the wallet named. Anything else is 422 WALLET_TOKEN_INVALID, nothing stored.
 */
import { ApiError } from '../../shared/api/api-error';
import { cardTypeCode, detectCardBrand } from '../../shared/payments/card-brand';
import { isExpired, isValidCardNumber } from '../../shared/payments/card-number';

export interface WalletCard {
  digits: string;
  expiry: { month: number; year: number };
  /** the payload code of its brand: visa, mc, amex */
  brand: string;
}

type Json = Record<string, unknown>;

const invalid = (why: string) =>
  new ApiError(422, 'WALLET_TOKEN_INVALID', `The wallet's payment token ${why}`);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 8192;

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Strict base64 (standard or URL alphabet): undefined for anything that is not. */
function fromBase64(text: string): string | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  return Buffer.from(
    text,
    text.includes('-') || text.includes('_') ? 'base64url' : 'base64',
  ).toString('utf8');
}

/** The networks this provider takes, by the name each wallet gives them. */
const NETWORKS: Readonly<Record<string, string>> = {
  visa: 'visa',
  mastercard: 'mc',
  amex: 'amex',
};
const TAKEN_BRANDS = new Set(Object.values(NETWORKS));

function checkedCard(
  pan: unknown,
  month: unknown,
  year: unknown,
  network: string | undefined,
  now: Date,
): WalletCard {
  if (typeof pan !== 'string' || !/^\d{12,19}$/.test(pan) || !isValidCardNumber(pan))
    throw invalid('holds no valid card number');
  if (
    !Number.isInteger(month) ||
    !Number.isInteger(year) ||
    (month as number) < 1 ||
    (month as number) > 12
  )
    throw invalid('holds no card expiry');
  const detected = detectCardBrand(pan);
  const brand = detected ? cardTypeCode(detected) : 'card';
  if (!TAKEN_BRANDS.has(brand)) throw invalid('is of a card network this provider does not take');
  if (network !== undefined && NETWORKS[network.toLowerCase()] !== brand)
    throw invalid('holds a card of another network than the wallet named');
  const expiry = { month: month as number, year: year as number };
  if (isExpired(expiry, now))
    throw new ApiError(422, 'CARD_EXPIRED', "The wallet's card has expired");
  return { digits: pan, expiry, brand };
}

/** Google Pay's tokenizationData.token (ECv2), with the cardNetwork Google named. */
export function readGooglePayToken(
  token: string,
  network: string | undefined,
  now: Date,
): WalletCard {
  const envelope = parseJson(token);
  const signingKey = isObject(envelope) ? envelope.intermediateSigningKey : undefined;
  if (
    !isObject(envelope) ||
    envelope.protocolVersion !== 'ECv2' ||
    !isText(envelope.signature) ||
    !isObject(signingKey) ||
    !isText(signingKey.signedKey) ||
    !Array.isArray(signingKey.signatures) ||
    signingKey.signatures.length === 0 ||
    !signingKey.signatures.every(isText) ||
    !isText(envelope.signedMessage)
  )
    throw invalid('is not Google Pay ECv2 payment data');
  const signed = parseJson(envelope.signedMessage);
  if (
    !isObject(signed) ||
    !isText(signed.encryptedMessage) ||
    !isText(signed.ephemeralPublicKey) ||
    !isText(signed.tag)
  )
    throw invalid('has no signed message');
  // test mode: the encrypted message is the payload Google's keys would decrypt it to
  const message = parseJson(fromBase64(signed.encryptedMessage));
  const details = isObject(message) ? message.paymentMethodDetails : undefined;
  if (!isObject(message) || message.paymentMethod !== 'CARD' || !isObject(details))
    throw invalid('is not a test token of a card');
  const expiresAt = Number(message.messageExpiration);
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) throw invalid('has expired');
  const cryptogramNeeded = details.authMethod === 'CRYPTOGRAM_3DS';
  if (!cryptogramNeeded && details.authMethod !== 'PAN_ONLY')
    throw invalid('names no authentication method');
  if (cryptogramNeeded && !isText(details.cryptogram)) throw invalid('has no cryptogram');
  return checkedCard(details.pan, details.expirationMonth, details.expirationYear, network, now);
}

/** Apple Pay's paymentData (EC_v1) as JSON, base64-encoded; it names the amount it pays. */
export function readApplePayToken(token: string, amountValue: number, now: Date): WalletCard {
  const paymentData = parseJson(fromBase64(token));
  const header = isObject(paymentData) ? paymentData.header : undefined;
  if (
    !isObject(paymentData) ||
    paymentData.version !== 'EC_v1' ||
    !isText(paymentData.data) ||
    !isText(paymentData.signature) ||
    !isObject(header) ||
    !isText(header.ephemeralPublicKey) ||
    !isText(header.publicKeyHash) ||
    !isText(header.transactionId)
  )
    throw invalid('is not Apple Pay EC_v1 payment data');
  // test mode: `data` is the payload Apple's keys would decrypt it to
  const payload = parseJson(fromBase64(paymentData.data));
  const cryptogram = isObject(payload) ? payload.paymentData : undefined;
  if (
    !isObject(payload) ||
    payload.paymentDataType !== '3DSecure' ||
    !isObject(cryptogram) ||
    !isText(cryptogram.onlinePaymentCryptogram)
  )
    throw invalid('is not a test token of a card');
  if (payload.transactionAmount !== amountValue) throw invalid('is for another amount');
  const expiry =
    typeof payload.applicationExpirationDate === 'string'
      ? /^(\d{2})(\d{2})\d{2}$/.exec(payload.applicationExpirationDate)
      : null;
  if (!expiry) throw invalid('holds no card expiry');
  return checkedCard(
    payload.applicationPrimaryAccountNumber,
    Number(expiry[2]),
    2000 + Number(expiry[1]),
    undefined,
    now,
  );
}
