/**
 * What the browser's Payment Request API (W3C) is asked for each wallet the shop takes
 * (docs/payments.md "Wallets"): Google Pay's method `https://google.com/pay` with its
 * PaymentDataRequest, Apple Pay's `https://apple.com/apple-pay` with its request, and the
 * order's total. The provider speaks Adyen's API, so Google Pay tokenises for the `adyen`
 * gateway under the shop's merchant account; both ask for the networks the provider takes
 * (Visa, Mastercard, American Express). The environment is Google's TEST: the local provider
 * takes test tokens only (a deployment on a live provider changes it with the account).
 */
import { currencyDecimals, toMajorUnits } from '../../shared/domain/currency';
import { applePayMerchantIdentifier } from '../../shared/payments/apple-pay-merchant';
import type { WalletBrandCode } from '../../shared/payments/site-payment-methods';

/** The order a wallet's sheet shows and pays. */
export interface WalletOrder {
  /** the site's country (two letters): the merchant's country and the total's decimals */
  countryCode: string;
  currency: string;
  /** the total in the site's minor units */
  total: number;
  /** what the sheet calls the total ("Total") */
  totalLabel: string;
  /** the shop's merchant account at the provider */
  merchantAccount: string;
}

export const WALLET_METHODS: Readonly<Record<WalletBrandCode, string>> = {
  googlepay: 'https://google.com/pay',
  applepay: 'https://apple.com/apple-pay',
};

const NETWORKS = {
  googlepay: ['VISA', 'MASTERCARD', 'AMEX'],
  applepay: ['visa', 'masterCard', 'amex'],
} as const;

export function walletMethodData(wallet: WalletBrandCode, order: WalletOrder): PaymentMethodData {
  if (wallet === 'googlepay') {
    return {
      supportedMethods: WALLET_METHODS.googlepay,
      data: {
        environment: 'TEST',
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantName: order.merchantAccount },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: NETWORKS.googlepay,
            },
            tokenizationSpecification: {
              type: 'PAYMENT_GATEWAY',
              parameters: { gateway: 'adyen', gatewayMerchantId: order.merchantAccount },
            },
          },
        ],
      },
    };
  }
  return {
    supportedMethods: WALLET_METHODS.applepay,
    data: {
      version: 3,
      merchantIdentifier: applePayMerchantIdentifier(order.merchantAccount),
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: NETWORKS.applepay,
      countryCode: order.countryCode,
    },
  };
}

/** The total as the sheet shows it: major units, in the site's decimals ("123.95"). */
export function walletDetails(order: WalletOrder): PaymentDetailsInit {
  const decimals = currencyDecimals(order.countryCode);
  return {
    total: {
      label: order.totalLabel,
      amount: {
        currency: order.currency,
        value: toMajorUnits(order.total, order.countryCode).toFixed(decimals),
      },
    },
  };
}

/** A Payment Request for one wallet, or null where the browser has no Payment Request API. */
export function walletRequest(wallet: WalletBrandCode, order: WalletOrder): PaymentRequest | null {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return null;
  return new window.PaymentRequest([walletMethodData(wallet, order)], walletDetails(order));
}
