/**
 * Components' view of the recently viewed list: the active site's entries (newest first) and
 * recording the product a page shows. Storage is touched only in effects.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { paths } from '../../../platform/routing/paths';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { ColourOption, ProductDetail } from '../../../shared/domain/product';
import { entriesFor, type RecentlyViewedEntry } from '../store/recently-viewed-list';
import {
  addRecentlyViewed,
  getRecentlyViewedState,
  INITIAL_RECENTLY_VIEWED,
  startRecentlyViewed,
  subscribeRecentlyViewed,
} from '../store/recently-viewed-store';

/** The active site's recently viewed products, newest first, optionally without one product. */
export function useRecentlyViewed(excludeProductId?: string): readonly RecentlyViewedEntry[] {
  const { base } = useActiveLocale();
  const state = useSyncExternalStore(
    subscribeRecentlyViewed,
    getRecentlyViewedState,
    () => INITIAL_RECENTLY_VIEWED,
  );
  useEffect(startRecentlyViewed, []);
  return useMemo(
    () => entriesFor(state.items, base, excludeProductId),
    [state.items, base, excludeProductId],
  );
}

/**
 * Records the product a page shows, in the colour shown, once per product and colour: a snapshot
 * (names, main image, path) so the list renders offline, without the product's data.
 */
export function useRecordProductView(
  product: ProductDetail | undefined,
  colour: ColourOption | undefined,
): void {
  const { base } = useActiveLocale();
  const productId = product?.productId;
  const colourSlug = colour?.slug;
  const name = product?.name ?? '';
  const brand = product?.brand.name ?? '';
  const image = colour?.mainImage ?? product?.colours[0]?.mainImage ?? '';
  const slug = product?.slug ?? '';

  useEffect(() => {
    if (!productId) return;
    addRecentlyViewed({
      site: base,
      productId,
      // the search objectID of the colour variant, as favourites name it
      variantId: `${productId}-${colourSlug ?? ''}`,
      name,
      brand,
      image,
      path: paths.product(slug, productId, colourSlug),
      viewedAt: Date.now(),
    });
  }, [base, productId, colourSlug, name, brand, image, slug]);
}
