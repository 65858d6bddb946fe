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

/** Raised when the sheet answered without a token the shop can send. */
export class WalletTokenMissingError extends Error {
  constructor(wallet: WalletBrandCode) {
    super(`${wallet} gave no payment token`);
    this.name = 'WalletTokenMissingError';
  }
}

/**
 * Opens the wallet's sheet for the order. Resolves the payment to place, or null when the
 * shopper closed the sheet; rejects when the browser cannot open it or it gave no token.
 */
export async function payWithWallet(
  wallet: WalletBrandCode,
  order: WalletOrder,
): Promise<WalletPayment | null> {
  const request = walletRequest(wallet, order);
  if (!request) throw new Error('The Payment Request API is not available');
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch (error) {
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
