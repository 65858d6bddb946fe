import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import { ACCOUNT_API } from '../../../shared/api/account-paths';
import type { StoredCards } from '../../../shared/api/stored-cards';
import { checkoutKeys } from '../../checkout/stored-cards';
import { accountKeys } from './account-keys';

/**
 * GET /api/v1/payment-methods: the cards the payment provider stored for the signed-in
 * account (its bearer token), newest first. Personal, and asked again whenever the page opens.
 */
export function usePaymentMethods() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.paymentMethods(api.scope.siteTag),
    queryFn: ({ signal }) => api.fetch<StoredCards>(ACCOUNT_API.paymentMethods, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/**
 * DELETE /api/v1/payment-methods/{id}. Once removed, the card leaves the list at once and the
 * payment step's list is dropped, so neither offers it from the cache.
 */
export function useRemovePaymentMethod() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { siteTag } = api.scope;
  return useMutation({
    mutationFn: (id: string) =>
      api.fetch<void>(ACCOUNT_API.paymentMethod(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<StoredCards>(accountKeys.paymentMethods(siteTag), (held) =>
        held ? { storedCards: held.storedCards.filter((card) => card.id !== id) } : held,
      );
      queryClient.removeQueries({ queryKey: checkoutKeys.storedCards(siteTag) });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: accountKeys.paymentMethods(siteTag) }),
  });
}
