/**
 * The payment provider's paths (docs/payments.md "API"), apart from its schemas
 * (provider-api.ts), so the app's checkout can name them without bringing TypeBox into the
 * browser.
 */
const id = (path: string) => (value: string) => `${path}/${encodeURIComponent(value)}`;

export const PAY_API = {
  publicKey: '/pay/v1/public-key',
  payments: '/pay/v1/payments',
  paymentDetails: '/pay/v1/payments/details',
  paymentMethods: '/pay/v1/paymentMethods',
  /** DELETE …?shopperReference=: a shopper's stored card (Adyen's DELETE /storedPaymentMethods/{id}) */
  storedPaymentMethod: id('/pay/v1/storedPaymentMethods'),
  cancels: (pspReference: string) => `/pay/v1/payments/${encodeURIComponent(pspReference)}/cancels`,
  challenge: id('/pay/v1/challenge'),
  /** PayPal's approval page */
  paypal: id('/pay/v1/paypal'),
  paypalApproval: '/pay/v1/paypal/approval',
  paypalUpdateOrder: '/pay/v1/paypal/updateOrder',
  /** the iDEAL bank's page */
  bank: id('/pay/v1/bank'),
  /** Alipay's gateway, opened by a form POST (the action's `data`) */
  alipayGateway: '/pay/v1/alipay',
  alipay: id('/pay/v1/alipay'),
  /** Apple Pay's merchant validation (Adyen's POST /applePay/sessions) */
  applePaySessions: '/pay/v1/applePay/sessions',
} as const;
