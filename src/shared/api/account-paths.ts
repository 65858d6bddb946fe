/** The account data routes' paths (issue 14, spec §7): plain values, safe for every bundle. */
const id = (path: string) => (value: string) =>
  `${path}/${value.startsWith(':') ? value : encodeURIComponent(value)}`;

export const ACCOUNT_API = {
  addresses: '/api/v1/addresses',
  address: id('/api/v1/addresses'),
  removeAddress: (value: string) => `${id('/api/v1/addresses')(value)}/remove`,
  paymentMethods: '/api/v1/payment-methods',
  paymentMethod: id('/api/v1/payment-methods'),
  orderHistory: '/api/order/history',
} as const;
