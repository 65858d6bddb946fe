import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http/api-client';
import { useSite } from '../../../platform/site/site-context';
import { API } from '../../../shared/api/paths';
import type { ProductDetail } from '../../../shared/domain/product';
import { productKeys } from './product-keys';

/** GET /api/product/s/{id}: public catalogue data, so no shopping session is needed. */
export function fetchProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(API.product(productId), { anonymous: true, signal });
}

export function productQueryOptions(productId: string, language: string, siteTag: string) {
  return queryOptions({
    queryKey: productKeys.detail(productId, language, siteTag),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
  });
}

/** The product of the active site and language; idle without an id. */
export function useProduct(productId: string | undefined) {
  const { config, language } = useSite();
  return useQuery({
    ...productQueryOptions(productId ?? '', language, config.siteTag),
    enabled: Boolean(productId),
  });
}
