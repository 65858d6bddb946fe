/**
 * The checkout's paths (spec §7), apart from API (paths.ts): every page's entry imports API,
 * and only the checkout chunk and the server need these, so they stay out of that entry
 * (issue 10's initial-JS ceilings).
 */
export const CHECKOUT_API = {
  cartAddress: '/api/cart/address',
  checkoutConsumer: '/api/checkout/consumer',
  shipping: '/api/shipping',
  territory: '/api/territory',
  addressForm: (country: string, language: string) =>
    `/api/validation/${encodeURIComponent(country)}/${encodeURIComponent(language)}/address`,
} as const;
