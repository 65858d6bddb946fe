/**
 * What a payment keeps of its method besides the common columns (provider_payments.method_data):
 * for PayPal, whether it is an express checkout, the addresses its page offers and, once the
 * payer approved, PayPal's transaction id and the payer's details; for iDEAL, the bank.
 */
import type { ShopperDetails } from '../../shared/payments/provider-paypal-api';
import type { ProviderAddress } from '../../shared/payments/provider-methods-api';

/** The PayPal account that pays: a test payer (test-payers.ts). */
export interface PayPalPayer {
  firstName: string;
  lastName: string;
  email: string;
  telephoneNumber: string;
}

export interface PayPalData {
  kind: 'paypal';
  express: boolean;
  payer: PayPalPayer;
  /** the payer's delivery addresses the page offers: the shop's, or the test payer's two */
  addresses: ProviderAddress[];
  /** set when the payer approved on the page */
  approval?: { pgTransactionId: string; shopperDetails: ShopperDetails };
}

export interface BankData {
  kind: 'ideal';
  /** the bank chosen (sent with the payment, or on the page) */
  issuer?: string;
}

export type MethodData = PayPalData | BankData;

export const isPayPalData = (data: MethodData | null | undefined): data is PayPalData =>
  data?.kind === 'paypal';
