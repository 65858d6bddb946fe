import { lazy, Suspense } from 'react';
import { RegionBoundary } from '../../../platform/ui/region-boundary';
import type { PromotionBlocksProps } from './promotion-blocks';

/**
 * Promotion content is a chunk of its own (issue 10: nothing of it in a page's initial JS),
 * yet the server renders it into the page: hydrating, this boundary keeps the server's markup
 * until the chunk is here, as the footer does. A failing chunk costs the promotion, never the
 * page around it.
 */
const PromotionBlocks = lazy(() =>
  import('./promotion-blocks').then((module) => ({ default: module.PromotionBlocks })),
);

export function PromotionSlot(props: PromotionBlocksProps) {
  return (
    <RegionBoundary name="Promotions">
      <Suspense fallback={null}>
        <PromotionBlocks {...props} />
      </Suspense>
    </RegionBoundary>
  );
}
