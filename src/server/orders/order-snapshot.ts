/**
 * What an order keeps of how it was placed, beside its lines and totals: copied when it is
 * placed, shown on the order's pages, never read back into a cart. Card data is never part of
 * it; the payment method is the provider's brand code.
 */
import type { AppliedPromotion } from '../../shared/domain/cart';

/** The checkout's choices an order is placed with (the shipping step's, spec §3). */
export interface CheckoutChoices {
  /** the consumer's properties: firstName, lastName, email, phoneNumber */
  consumer: Record<string, string>;
  /** null: a PayPal express order whose payer's address has not come back yet */
  deliveryAddress: Record<string, unknown> | null;
  /** null: the same as the delivery address */
  billingAddress: Record<string, unknown> | null;
  shipping: { method: string; delivery?: { min: number; max: number } } | null;
  /** the payment option's brand code (creditcard, paypal, ideal …) */
  paymentMethod: string;
  /** the ids of the agreements accepted at review (orders placed before they were kept: none) */
  agreements?: string[];
  /** a PayPal express checkout, started from the basket before any address */
  express?: boolean;
}

export interface OrderSnapshot extends CheckoutChoices {
  promotions: AppliedPromotion[];
}
