import { personalQueryRoot } from '../../../shared/personal-data';

/**
 * Query keys of the account's own data, under a personal root: never persisted with the query
 * cache, and dropped on sign-out (src/shared/personal-data.ts).
 */
export const accountKeys = {
  all: personalQueryRoot('account'),
  /** GET /api/v1/payment-methods of the site */
  paymentMethods: (siteTag: string) => [...accountKeys.all, 'payment-methods', siteTag] as const,
};
