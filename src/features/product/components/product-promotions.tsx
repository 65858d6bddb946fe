import { lazy, Suspense } from 'react';
import { RegionBoundary } from '../../../platform/ui/region-boundary';

/**
 * The running campaigns' content for this product (spec §3 area "product page"). Loaded from
 * the promotions' lazy door rather than through the cards' PromotionSlot: the build groups
 * that slot with the product cards, which the product page does not otherwise load (issue 10:
 * initial JS). Server-rendered; hydrating, the boundary keeps the server's markup until the
 * chunk is here, and a failing chunk costs only the offer.
 */
const PromotionBlocks = lazy(() =>
  import('../../promotions/content').then((module) => ({ default: module.PromotionBlocks })),
);

export function ProductPromotions({ productId }: { productId: string }) {
  return (
    <RegionBoundary name="Product promotions">
      <Suspense fallback={null}>
        <PromotionBlocks area="productPage" productIds={[productId]} />
      </Suspense>
    </RegionBoundary>
  );
}
