/**
 * Every error code in one typed set. ERROR_CODES are the codes the server sends in the `code`
 * of its `{ status, code, message }` body (spec §8 plus the HTTP transport codes); the client
 * adds its own for failures that never reach a server (network, timeouts, content files).
 * Plain values only: the schema of the body is in src/shared/api/error-body.ts.
 */

/** The code the server answers an HTTP failure below the routes with (parsing, routing, limits). */
export const HTTP_ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
} as const;

/** Every code the server can send. */
export const ERROR_CODES = [
  ...Object.values(HTTP_ERROR_CODES),
  'UNAVAILABLE_ITEMS',
  'MAX_QTY_PER_ITEM_EXCEEDED',
  'MAX_CART_QTY_EXCEEDED',
  // 409: a cart already holds MAX_LINE_ITEMS lines (spec §9)
  'MAX_LINE_ITEMS_EXCEEDED',
  'STOCK_QUANTITY_EXCEEDED',
  // 409: a sku that is only given with a promotion, never sold alone (spec §8 secondary variants)
  'SECONDARY_VARIANT',
  // 404: a shared cart link whose cart is unknown or expired (/recreateCart)
  'CART_NOT_FOUND',
  // 422: an Idempotency-Key sent again with another request body (docs/api.md)
  'IDEMPOTENCY_KEY_REUSED',
  // 403: a state-changing request from another site (docs/api.md "Cross-site requests")
  'CROSS_SITE_REQUEST',
  // 4xx: a voucher that cannot be applied, one code per reason (docs/promotions.md "Vouchers")
  'VOUCHER_UNKNOWN',
  'VOUCHER_EXPIRED',
  'VOUCHER_NOT_YET_VALID',
  'VOUCHER_MINIMUM_NOT_MET',
  'VOUCHER_ALREADY_USED',
  // 400: an address or consumer breaking the country's rules; details hold every error per field
  'ADDRESS_INVALID',
  // 422: a shipping option the cart is not offered now (unknown, or removed by bulky items)
  'SHIPPING_OPTION_UNAVAILABLE',
  // 422: the delivery country is one the site cannot ship to (the unable-to-ship table)
  'UNABLE_TO_SHIP',
  // the card payment provider under /pay (docs/payments.md "Errors"): 422 for card data it
  // cannot use, 400 CARD_MISSING for neither card fields nor a stored card, 404 for a stored
  // card it does not know, 422 for a redirect result unknown or already used
  'CARD_MISSING',
  'CARD_DATA_UNREADABLE',
  'CARD_KEY_UNKNOWN',
  'CARD_NUMBER_INVALID',
  'CARD_EXPIRY_INVALID',
  'CARD_EXPIRED',
  'CARD_SECURITY_CODE_INVALID',
  'STORED_CARD_UNKNOWN',
  'REDIRECT_RESULT_INVALID',
  // 422: a wallet's payment token the provider cannot read, of a network it does not take, or
  // used before (docs/payments.md "Wallets")
  'WALLET_TOKEN_INVALID',
  // 422: an Apple Pay merchant identifier the provider holds no merchant for (docs/payments.md
  // "Wallets")
  'APPLE_PAY_MERCHANT_UNKNOWN',
  // 422: a payment method the site does not offer, or one that cannot settle the currency
  'PAYMENT_METHOD_UNAVAILABLE',
  // placing an order (spec §8 payment codes; docs/api.md "Placing an order"): 422 for a payment
  // the provider refused or could not take, 202 PENDING for one still deciding, 409 for a
  // checkout that cannot be ordered as it stands, 404 for an order not found (or not yours)
  'ADRESULT_REFUSED',
  'PREAUTH_FAILED',
  'PENDING',
  'ORDER_NOT_FOUND',
  'CART_EMPTY',
  'CHECKOUT_INCOMPLETE',
  'ORDER_IN_PROGRESS',
  'PRICE_CHANGED',
  // 422: an order sent without every agreement of the site ticked (SiteConfig.agreements)
  'AGREEMENTS_REQUIRED',
  // 422: a PayPal return without an approval to use (spec §5: no utr, pgTransactionId "null",
  // or status cancelled): nothing is completed
  'EXPRESS_MISSING',
  // 428: several refused payments in a row; the next attempt needs a solved challenge in the
  // x-localised-challenge header (docs/api.md "Captcha", spec §8 "HTTP 428")
  'CAPTCHA_REQUIRED',
  // 409: an order of a cart whose tax, calculated at checkout, is not DONE for the cart as it is
  // now (never asked, still pending, failed, or asked before the cart changed; spec §4 "Tax")
  'TAX_NOT_CALCULATED',
  // the account's address book (issue 14, spec §8 address codes): 409 when it holds MAX_ADDRESSES
  // already (spec §9), 404 for an address that is not the caller's (or does not exist)
  'ADDRESS_BOOK_FULL',
  'ADDRESS_NOT_FOUND',
] as const;
export type ServerErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes the client raises itself: transport failures (status 0, spec §8 "xhr-…"), a session
 * that could not be opened, the repeat guard, and content-file failures.
 */
export const CLIENT_ERROR_CODES = [
  'xhr-network-error',
  'xhr-timeout',
  'xhr-abort',
  'SESSION_REQUIRED',
  'EXCEEDED_MAX_ATTEMPTS',
  // the shopper closed the challenge dialog a 428 opened: the call was not sent again
  'CAPTCHA_CANCELLED',
  'CONTENT_NOT_JSON',
  'ACCESS_DENIED',
  'JSON_MISSING',
  'JSON_PARSE',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = ServerErrorCode | ClientErrorCode;

// pure: a bundle that never asks isServerErrorCode (the app's) leaves the list out
const serverCodes: ReadonlySet<string> = /* @__PURE__ */ new Set(ERROR_CODES);

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && serverCodes.has(value);
}

/**
 * The code of a failure known only by its status (a framework error, a body that is not ours):
 * the HTTP code when there is one, else the generic code of its class.
 */
export function errorCodeForStatus(status: number): ServerErrorCode {
  const known = HTTP_ERROR_CODES[status as keyof typeof HTTP_ERROR_CODES];
  return known ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export function productNotFoundMessage(productId: string, lang: string): string {
  return `Product not found. ProductId: ${productId} Language: ${lang}`;
}
