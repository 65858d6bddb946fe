/**
 * The checkout's paths (spec §7), apart from API (paths.ts): every page's entry imports API,
 * and only the checkout chunk and the server need these, so they stay out of that entry
 * (issue 10's initial-JS ceilings).
 */
export const CHECKOUT_API = {
  cartAddress: '/api/cart/address',
  checkoutConsumer: '/api/checkout/consumer',
  shipping: '/api/shipping',
  /** the tax of the cart, where it is calculated at checkout (docs/api.md) */
  calculateTax: '/api/cart/calculate-tax',
  /** placing an order (docs/api.md "Placing an order") */
  checkoutPayment: '/api/checkout/payment',
  checkoutPaymentDetails: '/api/checkout/payment/details',
  /** the session's cards stored at the payment provider */
  storedCards: '/api/checkout/stored-cards',
  /** Apple Pay's merchant session, for the sheet's merchantvalidation event */
  applePaySession: '/api/checkout/apple-pay/session',
  /** completes a PayPal order with PayPal's return (PUT) */
  checkoutPaymentOf: (orderReference: string) =>
    `/api/checkout/payment/${encodeURIComponent(orderReference)}`,
  order: (reference: string) => `/api/order/${encodeURIComponent(reference)}`,
  /** the guest lookup and the signed link it answers (docs/api.md "Finding an order as a guest") */
  orderLookup: '/api/order/s/query',
  orderLink: '/api/order/s/myOrder',
  territory: '/api/territory',
  addressForm: (country: string, language: string) =>
    `/api/validation/${encodeURIComponent(country)}/${encodeURIComponent(language)}/address`,
} as const;
