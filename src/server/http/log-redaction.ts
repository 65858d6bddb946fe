/**
 * Personal data never reaches a log (DESIGN §5): the one redaction configuration of the
 * server's logger, in three layers, each catching what the one before cannot know about.
 *  1. By name: pino's `redact` censors headers that carry credentials or a session id, and any
 *     logged field named like personal data (email, phone, address, token, card…), one or two
 *     levels deep.
 *  2. By place: the request serializer logs the path and the query string's keys, but the
 *     value of every key not known to be harmless is masked (`?email=[redacted]`).
 *  3. By shape: every finished log line passes through `scrubPersonalText`, which masks e-mail
 *     addresses (also percent-encoded), JSON Web Tokens, card-number-like digit runs, encrypted card fields and
 *     the page id in a provider page's path (3-D Secure, PayPal, the bank, Alipay) wherever
 *     they are — in a message, an error's stack, a path.
 */
import type { FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '../../shared/api/paths';
import {
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
} from '../../shared/captcha/captcha-protocol';
import { passesLuhn } from '../../shared/payments/card-number';
import { ENCRYPTED_FIELD_VERSION } from '../../shared/payments/encrypted-field';
import { RENDER_REQUEST_HEADER } from './render-request';

export const REDACTED = '[redacted]';

/** Query keys whose values are safe to keep: site, language, paging and protocol details. */
const HARMLESS_QUERY_KEYS = new Set([
  'lang',
  'siteTag',
  'page',
  'sortBy',
  'hitsPerPage',
  // the address book's and the order history's (issue 14)
  'type',
  'pageSize',
  'x-algolia-agent',
  'x-algolia-application-id',
]);

/** Field names that hold personal data or secrets wherever they appear in a logged object. */
const PERSONAL_FIELDS = [
  'email',
  'phone',
  'phoneNumber',
  'address',
  'addressLine1',
  'addressLine2',
  'postcode',
  'firstName',
  'lastName',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'userToken',
  'authenticatedUserToken',
  'card',
  'cardNumber',
  'cvc',
  'encryptedCard',
  // the payment provider's request (docs/payments.md): card blobs, the holder, stored cards
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
  'holderName',
  'cardHolderName',
  'storedPaymentMethodId',
  'shopperReference',
  'redirectResult',
  'paymentMethod',
  // a guest's signed order link opens the order (orders/order-link.ts)
  'hash',
  // a shopper's stored cards as listed (POST /pay/v1/paymentMethods, GET /api/checkout/stored-cards)
  'storedPaymentMethods',
  'storedCards',
  'lastFour',
  // PayPal's return and approval, the wallets' tokens, Alipay's gateway form (docs/payments.md)
  'utr',
  'pgTransactionId',
  'walletToken',
  'googlePayToken',
  'applePayToken',
  'paymentId',
  'shopperDetails',
  'shopperName',
  'shopperEmail',
  'telephoneNumber',
  'deliveryAddress',
  'shippingAddress',
  'billingAddress',
  // Apple Pay's merchant session opens a payment sheet for the shop's domain: a credential
  'merchantSessionIdentifier',
  'nonce',
  'signature',
  'street',
  'houseNumberOrName',
  'postalCode',
  // accounts (issue 14): who the shopper is, and their address book
  'accountId',
  'username',
  'addresses',
  'city',
  // the identity provider's protocol (Cognito's field names; docs/api.md "Accounts and identity")
  'Username',
  'Password',
  'PreviousPassword',
  'ProposedPassword',
  'ConfirmationCode',
  'AccessToken',
  'IdToken',
  'RefreshToken',
  'Token',
  'Session',
  'AuthParameters',
  'ChallengeResponses',
  'UserAttributes',
  'USERNAME',
  'PASSWORD',
  'REFRESH_TOKEN',
];

const SECRET_HEADERS = [
  'authorization',
  'cookie',
  'set-cookie',
  SESSION_HEADER,
  'x-algolia-api-key',
  // the payment provider's merchant key (payments/merchant-key.ts)
  'x-api-key',
  'proxy-authorization',
  RENDER_REQUEST_HEADER,
  // a solved captcha is a pass for one attempt (docs/api.md "Captcha")
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
];

export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `res.headers["${name}"]`]),
  ...PERSONAL_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];

// An address's local part and domain, with "@" written plainly or percent-encoded.
const EMAIL = /[\w.!#$%'*+^`~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
// 13 to 19 digits, optionally grouped by spaces or dashes: the length of a payment card
// number. The log line's own timestamp (`"time":1716…`) is 13 digits too and is kept.
const CARD_NUMBER = /(?<!"time":)\b\d(?:[ -]?\d){12,18}\b/g;

// An encrypted card field (src/shared/payments/encrypted-field.ts), whole.
const ENCRYPTED_FIELD = new RegExp(`${ENCRYPTED_FIELD_VERSION}\\$[\\w$-]+`, 'g');
// A provider page's id is the shopper's capability to answer it while it waits; PayPal's own
// calls (approval, updateOrder) sit beside its page and are no id.
const PAGE_PATH =
  /(\/pay\/v1\/(?:challenge|paypal|bank|alipay)\/)(?!(?:approval|updateOrder)(?=[/?#"\s]|$))[^/?#"\s]+/g;
// A stored card's id pays with it: in the account's delete and the provider's (issue 14).
const STORED_CARD_PATH =
  /(\/(?:api\/v1\/payment-methods|pay\/v1\/storedPaymentMethods)\/)[^/?#"\s]+/g;

// A JSON Web Token (an ID or access token, whatever its signature): header.payload.signature.
const JWT = /\beyJ[\w-]{8,}\.[\w-]+\.[\w-]*/g;

/** Masks e-mail addresses, tokens, card numbers and card blobs anywhere in a text. */
export function scrubPersonalText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(ENCRYPTED_FIELD, '[encrypted card]')
    .replace(PAGE_PATH, `$1${REDACTED}`)
    .replace(STORED_CARD_PATH, `$1${REDACTED}`)
    .replace(EMAIL, '[email]')
    .replace(CARD_NUMBER, (match) => (passesLuhn(match) ? '[card]' : match));
}

/** The URL as logged: the path, and the query string with every value not known harmless masked. */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pairs = [...new URLSearchParams(url.slice(queryAt + 1))].map(([key, value]) => {
    const shown = HARMLESS_QUERY_KEYS.has(key) ? encodeURIComponent(value) : REDACTED;
    return `${encodeURIComponent(key)}=${shown}`;
  });
  return `${url.slice(0, queryAt)}?${pairs.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The logger options of the server (Fastify's `logger`), at the configured level. */
export function redactingLogger(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
    hooks: { streamWrite: scrubPersonalText },
  };
}
