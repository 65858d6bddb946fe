/**
 * Which payment methods each site's server accepts (spec §3 "Payment methods", issue 13), by
 * the site's own country code like ship-to.ts. The app's payment options (site configuration
 * `paymentOptions`, one per brand code) must offer only these; POST /api/checkout/payment refuses
 * any other with 422 PAYMENT_METHOD_UNAVAILABLE, whatever the app shows.
 *
 * Why each site has what it has:
 * - every site takes cards and both wallets (the app shows a wallet only where the browser's
 *   Payment Request API says it can pay);
 * - PayPal, and its express checkout from the basket, where PayPal settles the site's currency
 *   (GBP, EUR, JPY, USD): PayPal does not take AED, so the UAE site has none;
 * - iDEAL on the French site, the one that ships to Belgium (ship-to.ts), whose Benelux shoppers
 *   pay with it; iDEAL settles only EUR;
 * - Alipay where the shop sells to travelling and cross-border Chinese shoppers (GB, FR, JP, AE).
 * A site missing from the table takes cards only, until a line here says otherwise.
 */

/** The brand codes of the payment options the server can take (spec §3 brand codes). */
export const PAYMENT_BRAND_CODES = [
  'creditcard',
  'paypal',
  'ideal',
  'alipay',
  'googlepay',
  'applepay',
] as const;
export type PaymentBrandCode = (typeof PAYMENT_BRAND_CODES)[number];

/** Methods that send the shopper to a provider page and back to /complete (docs/payments.md). */
export const REDIRECT_BRAND_CODES = ['ideal', 'alipay'] as const;
export type RedirectBrandCode = (typeof REDIRECT_BRAND_CODES)[number];

export const WALLET_BRAND_CODES = ['googlepay', 'applepay'] as const;
export type WalletBrandCode = (typeof WALLET_BRAND_CODES)[number];

/** Brands that may also start from the basket, before any address (expressPayment). */
export const EXPRESS_BRAND_CODES: readonly PaymentBrandCode[] = ['paypal'];

const ALL_WALLETS = WALLET_BRAND_CODES;

export const SITE_PAYMENT_BRANDS: Readonly<Record<string, readonly PaymentBrandCode[]>> = {
  GB: ['creditcard', 'paypal', ...ALL_WALLETS, 'alipay'],
  FR: ['creditcard', 'paypal', ...ALL_WALLETS, 'ideal', 'alipay'],
  JP: ['creditcard', 'paypal', ...ALL_WALLETS, 'alipay'],
  AE: ['creditcard', ...ALL_WALLETS, 'alipay'],
  // the United States site of issue 13's tax work, once it exists
  US: ['creditcard', 'paypal', ...ALL_WALLETS],
};

/** The brand codes the site in `siteCountry` takes. */
export const sitePaymentBrands = (siteCountry: string): readonly PaymentBrandCode[] =>
  SITE_PAYMENT_BRANDS[siteCountry] ?? ['creditcard'];

/** Whether the site in `siteCountry` takes `brand`, and, with `express`, from the basket. */
export function acceptsPayment(
  siteCountry: string,
  brand: PaymentBrandCode,
  express = false,
): boolean {
  if (express && !EXPRESS_BRAND_CODES.includes(brand)) return false;
  return sitePaymentBrands(siteCountry).includes(brand);
}
