/**
 * The shop's one door to its payment provider (DESIGN §1 "one adapter", §5 "Payments"). The
 * checkout calls authorise, details, paymentMethods, disableStoredCard, cancel,
 * findByMerchantReference, PayPal's approval and updateOrder and Apple Pay's merchant session
 * here, and nothing else speaks to the provider. The wire is the provider's HTTP API (Adyen's Checkout API shape:
 * resultCode, pspReference, action, refusalReason), sent to a configured base URL, or — by
 * default — to the local test provider in this same process through Fastify's inject, which
 * runs the same routes, schemas and hooks without a socket. A real provider replaces it by
 * giving its base URL and, where its API differs, a client with these same methods
 * (docs/payments.md "Replacing the provider").
 *
 * Failures: the provider's own 4xx answers (card data it cannot use, a reused key) are thrown
 * as ApiError with its status, code and message, for the shop to pass on; anything else (a
 * 5xx, the network, an answer not in the contract) is 503 SERVICE_UNAVAILABLE, after which the
 * shop must not assume "not charged" but ask findByMerchantReference.
 */
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { ApiError } from '../../shared/api/api-error';
import { IDEMPOTENCY_HEADER } from '../../shared/api/paths';
import { isServerErrorCode } from '../../shared/domain/errors';
import { renderRequestHeaders } from '../http/render-request';
import { MERCHANT_KEY_HEADER } from './merchant-key';
import {
  CancelResponseSchema,
  PAY_API,
  PaymentListSchema,
  PaymentMethodsSchema,
  PaymentResponseSchema,
  PublicKeySchema,
  type Amount,
  type CancelResponse,
  type PaymentList,
  type PaymentMethods,
  type PaymentRequest,
  type PaymentResponse,
  type ProviderPublicKey,
} from '../../shared/payments/provider-api';
import type { PaymentMethod, ProviderAddress } from '../../shared/payments/provider-methods-api';
import {
  PayPalApprovalSchema,
  UpdateOrderResponseSchema,
  type PayPalApproval,
  type UpdateOrderResponse,
} from '../../shared/payments/provider-paypal-api';
import {
  ApplePayMerchantSessionSchema,
  ApplePaySessionResponseSchema,
  type ApplePayMerchantSession,
  type ApplePaySessionRequest,
  type ApplePaySessionResponse,
} from '../../shared/payments/provider-apple-pay-api';
import type { TSchema } from 'typebox';

/** The card as the browser sent it: encrypted fields, or a stored card's id. */
export type OrderCard =
  | {
      encryptedCardNumber: string;
      encryptedExpiryMonth: string;
      encryptedExpiryYear: string;
      encryptedSecurityCode: string;
      holderName?: string;
    }
  | { storedPaymentMethodId: string };

/** Any other method, in the provider's (Adyen's) paymentMethod shape. */
export type OrderMethod = Exclude<PaymentMethod, { type: 'scheme' }>;

export interface OrderPayment {
  orderReference: string;
  /** in the provider's (ISO 4217) minor units: see toProviderAmount */
  amount: Amount;
  storeCard?: boolean;
  shopperReference?: string;
  /** the shop page the provider's page (3-D Secure, PayPal, the bank) returns the shopper to */
  returnUrl: string;
  /** the shopper's country: PayPal's express page offers the payer's addresses there */
  countryCode?: string;
  /** where the order goes, for PayPal's page to show */
  deliveryAddress?: ProviderAddress;
  /** a card payment's card, or */
  card?: OrderCard;
  /** any other method */
  method?: OrderMethod;
}

/** PayPal's return: the payment (the shop's `utr`) and the transaction the payer approved. */
export interface PayPalReturn {
  pspReference: string;
  pgTransactionId: string;
}

export type PaymentRecord = PaymentList['payments'][number];

export interface ProviderClient {
  publicKey(): Promise<ProviderPublicKey>;
  /** one Idempotency-Key per order attempt: a retry with it is answered, never charged again */
  authorise(payment: OrderPayment, idempotencyKey: string): Promise<PaymentResponse>;
  /** completes a payment after its page: a redirect result, or PayPal's approved return */
  details(result: string | PayPalReturn, idempotencyKey: string): Promise<PaymentResponse>;
  /** every attempt for an order, oldest first: what to reconcile with after a crash */
  findByMerchantReference(orderReference: string): Promise<PaymentRecord[]>;
  /** the cards stored for a shopper, newest first (Adyen's /paymentMethods) */
  paymentMethods(shopperReference: string): Promise<PaymentMethods>;
  /** removes a shopper's stored card (404 STORED_CARD_UNKNOWN: not this shopper's) */
  disableStoredCard(storedPaymentMethodId: string, shopperReference: string): Promise<void>;
  /** gives up a payment still waiting for the shopper or the bank (a 409 when it cannot be) */
  cancel(pspReference: string, orderReference: string): Promise<CancelResponse>;
  /** what the PayPal payer approved: the amount, their details and the address they chose */
  paypalApproval(approved: PayPalReturn): Promise<PayPalApproval>;
  /** a new amount for an approved express PayPal payment, before it is completed */
  updatePayPalOrder(pspReference: string, amount: Amount): Promise<UpdateOrderResponse>;
  /** Apple Pay's merchant session for the shop's domain, decoded from the provider's base64 */
  applePaySession(request: ApplePaySessionRequest): Promise<ApplePayMerchantSession>;
}

interface Answer {
  status: number;
  body: unknown;
}
type Send = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  key?: string,
) => Promise<Answer>;
type Headers = (body: unknown, key?: string) => Record<string, string>;

export interface ProviderClientOptions {
  /** the provider's base URL (PAYMENTS_PROVIDER_URL); absent: this process's own provider */
  baseUrl?: string;
  /** this process, for the default in-process transport */
  app: FastifyInstance;
  /** the merchant key the provider asks for (PAYMENTS_API_KEY), sent as X-API-Key */
  apiKey?: string;
}

/** The headers of a call: JSON, the Idempotency-Key when given, the merchant key when set. */
function headersWith(apiKey: string | undefined): Headers {
  return (body, key) => ({
    accept: 'application/json',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
    ...(apiKey ? { [MERCHANT_KEY_HEADER]: apiKey } : {}),
  });
}

function overHttp(baseUrl: string, headers: Headers): Send {
  return async (method, path, body, key) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: headers(body, key),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

/**
 * The local provider through Fastify's inject. The calls carry the in-process marker the page
 * render uses (http/render-request.ts): they are made for a shopper's request that the rate
 * limits have counted already, and would otherwise all count as one client, 127.0.0.1.
 */
function inProcess(app: FastifyInstance, headers: Headers): Send {
  return async (method, path, body, key) => {
    const response = await app.inject({
      method,
      url: path,
      headers: { ...headers(body, key), ...renderRequestHeaders() },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as unknown) : null,
    };
  };
}

const unavailable = (why: string) =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', `The payment provider did not answer: ${why}`);

/** The answer's body when it is a 2xx in the contract; the provider's 4xx thrown as it is. */
function read<T>(answer: Answer, schema: TSchema): T {
  const { status, body } = answer;
  if (status >= 400 && status < 500) {
    const error = body as { code?: unknown; message?: unknown } | null;
    const code = isServerErrorCode(error?.code) ? error.code : 'BAD_REQUEST';
    throw new ApiError(status, code, typeof error?.message === 'string' ? error.message : '');
  }
  if (status < 200 || status >= 300) throw unavailable(`status ${status}`);
  if (!Value.Check(schema, body)) throw unavailable('an answer outside its contract');
  return body as T;
}

/** An answer without a body: 204, else the provider's 4xx thrown as it is, else 503. */
function noContent(answer: Answer): void {
  if (answer.status === 204) return;
  if (answer.status >= 400 && answer.status < 500) read(answer, PaymentMethodsSchema);
  throw unavailable(`status ${answer.status}`);
}

/** The merchant session in Adyen's `data` (base64 JSON), or 503 when it holds none. */
function merchantSessionIn(answer: ApplePaySessionResponse): ApplePayMerchantSession {
  let session: unknown;
  try {
    session = JSON.parse(Buffer.from(answer.data, 'base64').toString('utf8'));
  } catch {
    throw unavailable('a merchant session that is not JSON');
  }
  if (!Value.Check(ApplePayMerchantSessionSchema, session))
    throw unavailable('a merchant session outside its contract');
  return session;
}

function paymentRequest(payment: OrderPayment): PaymentRequest {
  if (!payment.method && !payment.card) throw new Error('a payment needs a card or a method');
  return {
    reference: payment.orderReference,
    amount: payment.amount,
    paymentMethod: payment.method ?? { type: 'scheme', ...payment.card },
    returnUrl: payment.returnUrl,
    ...(payment.storeCard ? { storePaymentMethod: true } : {}),
    ...(payment.shopperReference ? { shopperReference: payment.shopperReference } : {}),
    ...(payment.countryCode ? { countryCode: payment.countryCode } : {}),
    ...(payment.deliveryAddress ? { deliveryAddress: payment.deliveryAddress } : {}),
  };
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const base = options.baseUrl;
  const headers = headersWith(options.apiKey);
  const transport = base ? overHttp(base, headers) : inProcess(options.app, headers);
  const send: Send = async (...args) => {
    try {
      return await transport(...args);
    } catch (error) {
      throw unavailable(error instanceof Error ? error.name : 'the request failed');
    }
  };
  // the challenge page is on the provider's origin: a path is made absolute against it
  const absolute = (response: PaymentResponse): PaymentResponse =>
    response.action && base
      ? {
          ...response,
          action: { ...response.action, url: new URL(response.action.url, base).toString() },
        }
      : response;

  return {
    async publicKey() {
      return read<ProviderPublicKey>(await send('GET', PAY_API.publicKey), PublicKeySchema);
    },
    async authorise(payment, idempotencyKey) {
      const answer = await send('POST', PAY_API.payments, paymentRequest(payment), idempotencyKey);
      return absolute(read<PaymentResponse>(answer, PaymentResponseSchema));
    },
    async details(result, idempotencyKey) {
      const details = typeof result === 'string' ? { redirectResult: result } : result;
      const answer = await send('POST', PAY_API.paymentDetails, { details }, idempotencyKey);
      return read<PaymentResponse>(answer, PaymentResponseSchema);
    },
    async findByMerchantReference(orderReference) {
      const path = `${PAY_API.payments}?merchantReference=${encodeURIComponent(orderReference)}`;
      return read<PaymentList>(await send('GET', path), PaymentListSchema).payments;
    },
    async paymentMethods(shopperReference) {
      const answer = await send('POST', PAY_API.paymentMethods, { shopperReference });
      return read<PaymentMethods>(answer, PaymentMethodsSchema);
    },
    async disableStoredCard(storedPaymentMethodId, shopperReference) {
      const path = `${PAY_API.storedPaymentMethod(storedPaymentMethodId)}?shopperReference=${encodeURIComponent(shopperReference)}`;
      noContent(await send('DELETE', path));
    },
    async cancel(pspReference, orderReference) {
      const answer = await send('POST', PAY_API.cancels(pspReference), {
        reference: orderReference,
      });
      return read<CancelResponse>(answer, CancelResponseSchema);
    },
    async paypalApproval(approved) {
      const answer = await send('POST', PAY_API.paypalApproval, approved);
      return read<PayPalApproval>(answer, PayPalApprovalSchema);
    },
    async updatePayPalOrder(pspReference, amount) {
      const answer = await send('POST', PAY_API.paypalUpdateOrder, { pspReference, amount });
      return read<UpdateOrderResponse>(answer, UpdateOrderResponseSchema);
    },
    async applePaySession(request) {
      const answer = await send('POST', PAY_API.applePaySessions, request);
      return merchantSessionIn(
        read<ApplePaySessionResponse>(answer, ApplePaySessionResponseSchema),
      );
    },
  };
}
