/**
 * A site's Apple Pay merchant identifier: `merchant.` and its merchant account at the provider
 * (the site's public id), as Apple's reverse-domain ids are written. The app asks the sheet for
 * it, the shop validates with it and the local provider knows one merchant per site.
 */
export const applePayMerchantIdentifier = (merchantAccount: string): string =>
  `merchant.${merchantAccount}`;
