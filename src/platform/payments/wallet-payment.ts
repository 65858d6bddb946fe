/**
 * Paying with a wallet through the browser's Payment Request API: `show()` opens the wallet's
 * sheet (it must be called from the shopper's press), the shopper confirms there, and the
 * response's details carry the payment token the provider takes (docs/payments.md "Wallets"):
 *  - Google Pay: details.paymentMethodData.tokenizationData.token (its ECv2 JSON text) and
 *    details.paymentMethodData.info.cardNetwork;
 *  - Apple Pay: details.token.paymentData (EC_v1), as JSON, base64-encoded (Adyen's
 *    applePayToken), the network being in the token itself.
 * The sheet waits for `complete()`, called with the order's outcome. The token is handed to
 * the caller alone: never stored, never logged.
 *
 * Apple Pay first asks the merchant to prove who it is: Safari fires `merchantvalidation` on
 * the request and aborts the sheet unless the event is completed with a merchant session the
 * shop's server obtained (Apple's "Providing merchant validation"). The caller's
 * `merchantSession` fetches it; a failed fetch completes the event with the rejection, so the
 * sheet closes, and the attempt fails (MerchantValidationError) rather than reading as the
 * shopper closing the sheet. Google Pay has no such step.
 */
import type { WalletBrandCode } from '../../shared/payments/site-payment-methods';
import { walletRequest, type WalletOrder } from './wallet-request';

export interface WalletToken {
  walletToken: string;
  cardNetwork?: string;
}

export interface WalletPayment extends WalletToken {
  /** closes the sheet, saying whether the order was paid */
  complete: (result: 'success' | 'fail') => Promise<void>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The token (and network) in a wallet's response details; null when it holds none. */
export function walletTokenOf(wallet: WalletBrandCode, details: unknown): WalletToken | null {
  if (!isObject(details)) return null;
  if (wallet === 'googlepay') {
    const data = details.paymentMethodData;
    if (!isObject(data) || !isObject(data.tokenizationData)) return null;
    const token = data.tokenizationData.token;
    if (typeof token !== 'string' || token === '') return null;
    const network = isObject(data.info) ? data.info.cardNetwork : undefined;
    return typeof network === 'string' && /^\w{2,20}$/.test(network)
      ? { walletToken: token, cardNetwork: network }
      : { walletToken: token };
  }
  const token = details.token;
  if (!isObject(token) || !isObject(token.paymentData)) return null;
  return { walletToken: base64(JSON.stringify(token.paymentData)) };
}

/**
 * Apple Pay's merchantvalidation event (the W3C merchant-validation note, kept by Safari alone):
 * not in TypeScript's DOM library.
 */
interface MerchantValidationEvent extends Event {
  readonly methodName: string;
  readonly validationURL: string;
  complete(merchantSession: Promise<unknown>): void;
}

type ValidatingRequest = PaymentRequest & {
  onmerchantvalidation: ((event: MerchantValidationEvent) => void) | null;
};

/** Fetches Apple Pay's merchant session from the shop's server, given the event's URL. */
export type MerchantSessionSource = (validationURL: string) => Promise<unknown>;

/** Raised when the merchant session could not be had, so Apple Pay's sheet closed. */
export class MerchantValidationError extends Error {
  constructor(cause: unknown) {
    super('Apple Pay could not validate the merchant', { cause });
    this.name = 'MerchantValidationError';
  }
}

/**
 * Completes Apple Pay's merchant validation with the session `source` fetches; answers whether
 * it failed, once the sheet has ended.
 */
function validateMerchant(request: PaymentRequest, source: MerchantSessionSource | undefined) {
  let failure: { cause: unknown } | null = null;
  (request as ValidatingRequest).onmerchantvalidation = (event) => {
    const session = source
      ? source(event.validationURL)
      : Promise.reject(new Error('no merchant session source'));
    // noted before the sheet hears of it: the sheet's own rejection comes after
    session.catch((cause: unknown) => {
      failure = { cause };
    });
    event.complete(session);
  };
  return () => failure;
}

/** Raised when the sheet answered without a token the shop can send. */
export class WalletTokenMissingError extends Error {
  constructor(wallet: WalletBrandCode) {
    super(`${wallet} gave no payment token`);
    this.name = 'WalletTokenMissingError';
  }
}

/**
 * Opens the wallet's sheet for the order (Apple Pay's validated with `merchantSession`).
 * Resolves the payment to place, or null when the shopper closed the sheet; rejects when the
 * browser cannot open it, the merchant could not be validated or it gave no token.
 */
export async function payWithWallet(
  wallet: WalletBrandCode,
  order: WalletOrder,
  merchantSession?: MerchantSessionSource,
): Promise<WalletPayment | null> {
  const request = walletRequest(wallet, order);
  if (!request) throw new Error('The Payment Request API is not available');
  const validationFailure =
    wallet === 'applepay' ? validateMerchant(request, merchantSession) : () => null;
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
    const failed = validationFailure();
    if (failed) throw new MerchantValidationError(failed.cause);
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
  const token = walletTokenOf(wallet, response.details);
  if (!token) {
    await response.complete('fail');
    throw new WalletTokenMissingError(wallet);
  }
  return { ...token, complete: (result) => response.complete(result) };
}
