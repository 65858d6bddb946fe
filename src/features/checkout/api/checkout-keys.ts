import { personalQueryRoot } from '../../../shared/personal-data';

/**
 * Query keys of the checkout: its reference data (forms, regions, the payment provider's public
 * key: not personal) and the shopper's stored cards and saved addresses, under a personal root
 * so they are never persisted and sign-out drops them (src/shared/personal-data.ts).
 */
export const checkoutKeys = {
  addressForm: (country: string, language: string, type: 'shipping' | 'billing') =>
    ['checkout', 'address-form', country, language, type] as const,
  territory: (country: string, language: string) =>
    ['checkout', 'territory', country, language] as const,
  providerKey: () => ['checkout', 'provider-key'] as const,
  storedCards: (siteTag: string) =>
    [...personalQueryRoot('checkout'), 'stored-cards', siteTag] as const,
  /** the account's saved shipping addresses (the address book), on any site of the shop */
  savedAddresses: () => [...personalQueryRoot('checkout'), 'saved-addresses'] as const,
};
