/**
 * Route patterns and link builders of the account pages (spec §2 account routes, the account
 * menu's links), apart from paths.ts: only the account's own chunks route and link to them, and
 * paths.ts is in every page's entry (issue 10's initial-JS ceilings). The route table knows the
 * pages as one, `routePatterns.accountPages`.
 */

export const accountRoutePatterns = {
  details: '/account',
  signIn: '/account/sign-in',
  create: '/account/create',
  verify: '/account/verify',
  forgotPassword: '/account/forgot-password',
  setPassword: '/account/set-password',
  addresses: '/account/addresses',
  paymentMethods: '/account/payment-methods',
} as const;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const accountPaths = {
  details: () => accountRoutePatterns.details,
  /** `returnTo`: the path (under the router base) to go back to once signed in */
  signIn: (returnTo?: string) => withQuery(accountRoutePatterns.signIn, { returnTo }),
  create: () => accountRoutePatterns.create,
  verify: (email?: string) => withQuery(accountRoutePatterns.verify, { email }),
  forgotPassword: () => accountRoutePatterns.forgotPassword,
  setPassword: () => accountRoutePatterns.setPassword,
  /** the account menu's other pages, which their own features route */
  orders: () => '/orders',
  addresses: () => accountRoutePatterns.addresses,
  paymentMethods: () => accountRoutePatterns.paymentMethods,
} as const;
