import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import { ACCOUNT_API } from '../../../shared/api/account-paths';
import type { AddressBook } from '../../../shared/api/addresses';
import { checkoutKeys } from './checkout-keys';

/** The key of the saved addresses, for the address book's writes to invalidate. */
export const savedAddressesKey = () => checkoutKeys.savedAddresses();

/**
 * GET /api/v1/addresses?type=shipping: the signed-in account's address book, the default first
 * (issue 14). Asked only when `enabled` (a signed-in shopper): the call needs the account's
 * bearer token. Personal: never persisted, asked again on each visit.
 */
export function useSavedAddresses(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: checkoutKeys.savedAddresses(),
    queryFn: ({ signal }) =>
      api.fetch<AddressBook>(ACCOUNT_API.addresses, { query: { type: 'shipping' }, signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
}
