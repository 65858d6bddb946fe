/**
 * What the account's address book page shares with checkout, the feature's address-book door
 * (docs/architecture.md "Lazy doors"): the address form built from the country's schema, its
 * query and the same rules (issue 14: "the same per-country schema and phone rules as
 * checkout"), an address as lines, and the saved-addresses query the shipping step offers.
 * Only the account pages' chunk imports it, so it loads with them and never in a page's entry.
 */
export { AddressFieldset } from './components/address-fieldset';
export { useAddressForm } from './api/address-form';
export { savedAddressesKey, useSavedAddresses } from './api/saved-addresses';
export { useAddressText } from './hooks/use-address-text';
export type { FieldValues } from './logic/shipping-draft';
export {
  serverAddressProblems,
  sectionProblems,
  validateAddressEntry,
  type FieldProblems,
} from './logic/validate-draft';
