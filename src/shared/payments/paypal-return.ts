/**
 * What PayPal's approval page sends the shopper back to the shop with (spec §5 PayPal return),
 * apart from the provider's schemas (provider-paypal-api.ts, which re-exports these): the app's
 * /complete reads them, and the schemas' TypeBox has no place in its chunk.
 */
export const PAYPAL_RETURN_STATUSES = ['approved', 'cancelled'] as const;
export type PayPalReturnStatus = (typeof PAYPAL_RETURN_STATUSES)[number];

/** The pgTransactionId PayPal gives a return it did not approve (spec §5: never used). */
export const NO_PAYPAL_TRANSACTION = 'null';
