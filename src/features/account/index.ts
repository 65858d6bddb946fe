/**
 * Account feature: sign-in, account creation and verification, forgotten and changed
 * passwords, the account's details and the header's account menu (spec §1 "Account area",
 * §2, §4). Everything it shows is loaded as a chunk, through its doors `pages.ts` (the route
 * table) and `menu.ts` (the header): the identity provider's client library never reaches a
 * page's entry. This index holds only what others may name without loading any of it: who is
 * signed in on this device (read from storage, no library), for pages of other features that
 * are a signed-in shopper's (the order history).
 */
export type { AccountCode } from './logic/account-codes';
export type { SignedInUser } from './store/identity-store';
export { useHydrated, useSignedInUser } from './hooks/use-signed-in-user';
