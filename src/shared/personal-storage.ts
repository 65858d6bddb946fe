/** Web storage that holds one shopper's data (see personal-data.ts). */

/**
 * localStorage entries that hold one shopper's data and leave the device on sign-out: the
 * last addresses a checkout sent (spec §3 "Local storage keys") and, by prefix, everything the
 * identity provider's client library keeps (tokens, the last user, device keys).
 */
export const PERSONAL_LOCAL_KEYS: readonly string[] = ['shippingAddress', 'billingAddress'];
export const PERSONAL_LOCAL_PREFIXES: readonly string[] = ['CognitoIdentityServiceProvider.'];
/** sessionStorage entries (by prefix) holding what a shopper typed: the checkout's and the account forms' drafts. */
export const PERSONAL_SESSION_PREFIXES: readonly string[] = [
  'checkoutShippingDraft:',
  'accountForm:',
];
