/**
 * The payment a shopper chose on the payment step, as the review step shows and sends it, one
 * kind per method. A new card is held only as the four fields the browser encrypted for the
 * provider, with what the shopper recognises it by (scheme, last four digits, expiry): never its
 * number or code. PayPal, iDEAL and Alipay need nothing more here: the shopper approves (and
 * for iDEAL chooses the bank) on the provider's page after Place order. A wallet's token is
 * asked for only as the order is placed (its sheet opens from Place order) and is never held.
 */
import type { EncryptedCard } from '../../../platform/payments/encrypt-card';
import type { WalletToken } from '../../../platform/payments/wallet-payment';
import type {
  RedirectBrandCode,
  WalletBrandCode,
} from '../../../shared/payments/site-payment-methods';

/** What the shopper sees of a card: its scheme's payload code, last four digits, expiry. */
export interface CardSummary {
  /** visa, mc, amex, cup … (or "card" when no scheme is known) */
  brand: string;
  lastFour: string;
  expiryMonth: number;
  /** four digits */
  expiryYear: number;
}

export type ChosenCard =
  | (CardSummary & {
      kind: 'new';
      encrypted: EncryptedCard;
      holderName: string;
      /** "Save this card for next time" */
      storeCard: boolean;
    })
  | (CardSummary & { kind: 'stored'; id: string });

export interface CardChoice {
  brandCode: 'creditcard';
  card: ChosenCard;
}

export interface PayPalChoice {
  brandCode: 'paypal';
}

/** iDEAL (the bank is chosen on the bank's own page) or Alipay. */
export interface RedirectChoice {
  brandCode: RedirectBrandCode;
}

export interface WalletChoice {
  brandCode: WalletBrandCode;
}

export type { WalletToken };

export type PaymentChoice = CardChoice | PayPalChoice | RedirectChoice | WalletChoice;

/** A payment as Place order sends it: a wallet's with the token its sheet just gave. */
export type PlacedChoice = Exclude<PaymentChoice, WalletChoice> | (WalletChoice & WalletToken);

export const isWalletChoice = (choice: PaymentChoice): choice is WalletChoice =>
  choice.brandCode === 'googlepay' || choice.brandCode === 'applepay';
