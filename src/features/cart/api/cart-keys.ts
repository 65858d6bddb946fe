/** Query keys of the cart: one cart per country site (currency) and language (item names). */
export const cartKeys = {
  all: ['cart'] as const,
  detail: (siteTag: string, language: string) => [...cartKeys.all, siteTag, language] as const,
};
