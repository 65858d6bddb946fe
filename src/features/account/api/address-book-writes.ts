import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { ACCOUNT_API } from '../../../shared/api/account-paths';
import type { AddressBookBody, SavedAddress } from '../../../shared/api/addresses';
import { savedAddressesKey } from '../../checkout/address-book';

/** POST /api/v1/addresses?type=shipping: a new address in the account's book. */
export const addAddress = (api: ApiClient, body: AddressBookBody) =>
  api.fetch<SavedAddress>(ACCOUNT_API.addresses, {
    method: 'POST',
    query: { type: 'shipping' },
    body,
  });

/** PUT /api/v1/addresses/{id}: the address replaced (its default flag kept unless given). */
export const updateAddress = (api: ApiClient, id: string, body: AddressBookBody) =>
  api.fetch<SavedAddress>(ACCOUNT_API.address(id), { method: 'PUT', body });

/** PUT /api/v1/addresses/{id}/remove: 204. */
export const removeAddress = (api: ApiClient, id: string) =>
  api.fetch<undefined>(ACCOUNT_API.removeAddress(id), { method: 'PUT' });

export type AddressWrite =
  | { kind: 'add'; body: AddressBookBody }
  | { kind: 'update'; id: string; body: AddressBookBody }
  | { kind: 'remove'; id: string };

/**
 * The address book's writes, one mutation: whatever it answers, the book is read again
 * (another default, an address gone or added), through the key checkout's shipping step reads.
 */
export function useAddressWrite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: AddressWrite) => {
      if (write.kind === 'add') return addAddress(api, write.body);
      if (write.kind === 'update') return updateAddress(api, write.id, write.body);
      return removeAddress(api, write.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressesKey() }),
  });
}

/** A saved address as the body that writes it back (setting it as the default). */
export function bodyOf(address: SavedAddress): AddressBookBody {
  const { id: _id, type: _type, ...body } = address;
  return body;
}
