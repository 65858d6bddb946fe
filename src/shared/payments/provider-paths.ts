/**
 * The payment provider's paths (docs/payments.md "API"), apart from its schemas
 * (provider-api.ts), so the app's checkout can name the public key's path without bringing
 * TypeBox into the browser.
 */
export const PAY_API = {
  publicKey: '/pay/v1/public-key',
  payments: '/pay/v1/payments',
  paymentDetails: '/pay/v1/payments/details',
  paymentMethods: '/pay/v1/paymentMethods',
  challenge: (id: string) => `/pay/v1/challenge/${encodeURIComponent(id)}`,
} as const;
