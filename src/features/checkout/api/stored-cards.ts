import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import type { StoredCards } from '../../../shared/api/stored-cards';
import { checkoutKeys } from './checkout-keys';

/**
 * GET /api/checkout/stored-cards: the cards this session's shopper saved at the payment
 * provider, unexpired, newest first. Personal: never persisted, asked again on each visit.
 */
export function useStoredCards() {
  const api = useApi();
  return useQuery({
    queryKey: checkoutKeys.storedCards(api.scope.siteTag),
    queryFn: ({ signal }) => api.fetch<StoredCards>(CHECKOUT_API.storedCards, { signal }),
    staleTime: 0,
    retry: false,
  });
}
