/**
 * Query keys of product details. Prices are in the site's currency and several sites share a
 * language (gb/en, jp/en, ae/en) and one persisted cache, so the site is part of the key.
 */
export const productKeys = {
  all: ['product'] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (productId: string, language: string, siteTag: string) =>
    [...productKeys.details(), productId, language, siteTag] as const,
};
