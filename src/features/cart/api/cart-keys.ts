import { personalQueryRoot } from '../../../shared/personal-data';

/**
 * Query keys of the cart: one cart per country site (currency) and language (item names). The
 * cart is one shopper's data: its root is personal, so it is never persisted and sign-out
 * drops it (src/shared/personal-data.ts). Every cart write shares one mutation key, so a screen
 * can disable the bag's actions while any write is under way (spec §4 "Cart actions").
 */
export const cartKeys = {
  all: personalQueryRoot('cart'),
  detail: (siteTag: string, language: string) => [...cartKeys.all, siteTag, language] as const,
  write: () => [...cartKeys.all, 'write'] as const,
};
