import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { API } from '../../../shared/api/paths';
import type { ProductDetail } from '../../../shared/domain/product';
import { productKeys } from './product-keys';

/** GET /api/product/s/{id}: public catalogue data, so no shopping session is needed. */
export function fetchProduct(
  api: ApiClient,
  productId: string,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return api.fetch<ProductDetail>(API.product(productId), { anonymous: true, signal });
}

/** The product as the api client's site and language see it (names, prices, currency). */
export function productQueryOptions(api: ApiClient, productId: string) {
  return queryOptions({
    queryKey: productKeys.detail(productId, api.scope.language, api.scope.siteTag),
    queryFn: ({ signal }) => fetchProduct(api, productId, signal),
  });
}

/** The product of the active site and language; idle without an id. */
export function useProduct(productId: string | undefined) {
  return useQuery({
    ...productQueryOptions(useApi(), productId ?? ''),
    enabled: Boolean(productId),
  });
}
