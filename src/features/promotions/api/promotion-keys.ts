/**
 * Query keys of promotions. Campaigns are the same for every shopper of a site and language
 * (no one's data), so they are persisted, fetched by the server's render and handed over.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  campaigns: (siteTag: string, language: string) =>
    [...promotionKeys.all, 'campaigns', siteTag, language] as const,
};
