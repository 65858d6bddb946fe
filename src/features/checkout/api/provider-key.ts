import { queryOptions } from '@tanstack/react-query';
import { fetchProviderKey } from '../../../platform/payments/provider-key';
import { checkoutKeys } from './checkout-keys';

/**
 * The payment provider's public key (not personal): fetched when the payment step opens, so
 * encrypting a card needs no wait, and again after a few minutes so a rotated key is used.
 */
export const providerKeyQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.providerKey(),
    queryFn: ({ signal }) => fetchProviderKey(signal),
    staleTime: 5 * 60_000,
  });
