import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import type { AddressForm, TerritoryAnswer } from '../../../shared/api/checkout';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import { checkoutKeys } from './checkout-keys';

/** The country's address form as the server serves it (fields in order, rules, phone example). */
export function useAddressForm(country: string, type: 'shipping' | 'billing') {
  const api = useApi();
  const language = api.scope.language;
  return useQuery({
    queryKey: checkoutKeys.addressForm(country, language, type),
    queryFn: ({ signal }) =>
      api.fetch<AddressForm>(CHECKOUT_API.addressForm(country, language), {
        query: { type },
        anonymous: true,
        signal,
      }),
    staleTime: Infinity,
  });
}

/** The country's regions in the shopper's language; asked only where the form lists them. */
export function useTerritory(country: string, enabled: boolean) {
  const api = useApi();
  const language = api.scope.language;
  return useQuery({
    queryKey: checkoutKeys.territory(country, language),
    queryFn: ({ signal }) =>
      api.fetch<TerritoryAnswer>(CHECKOUT_API.territory, {
        query: { countryCode: country },
        anonymous: true,
        signal,
      }),
    enabled,
    staleTime: Infinity,
  });
}
