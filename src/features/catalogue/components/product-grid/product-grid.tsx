import { useDeferredValue } from 'react';
import type { ListedProductHit } from '../../../../shared/search/listed-attributes';
import { gridSlots } from '../../logic/banner-placement';
import type { SearchBanner } from '../../logic/search-rules';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { lazyRegion } from '../../../../platform/ui/lazy-region';
import { gridClass } from './product-grid.styles';

/** A search rule's banner among the products: its code only on a page that has one. */
const RuleBanner = lazyRegion(() =>
  import('../rule-banner/rule-banner').then((module) => module.RuleBanner),
);

/** The search a grid shows, for click analytics (clickAnalytics' queryID and the index). */
export interface GridSearch {
  queryID?: string;
  index?: string;
}

export interface ProductGridProps {
  hits: ListedProductHit[] | undefined;
  loading: boolean;
  /** skeleton cards while loading */
  skeletons?: number;
  headingLevel?: 2 | 3;
  /** how many leading cards load their image eagerly */
  priorityCount?: number;
  variant?: 'listing' | 'tray';
  /** rule banners of this page, each in its slot (spec §9); they take product slots */
  banners?: readonly SearchBanner[];
  /** 1-based position of the first product, counted across pages */
  firstPosition?: number;
  search?: GridSearch;
}

/**
 * Slots the grid's first render holds: more than one screen on every layout. The rest (a
 * listing page has up to 120) follow in a deferred render right after, so a page opening
 * from the caches paints its first screen without building the whole grid first.
 */
export const FIRST_RENDER_SLOTS = 12;

/** Product cards in a responsive grid: 2 columns on phones, 3 on tablets, 4 on desktop. */
export function ProductGrid({
  hits,
  loading,
  skeletons = 8,
  headingLevel = 2,
  priorityCount = 4,
  variant = 'listing',
  banners = [],
  firstPosition = 1,
  search,
}: ProductGridProps) {
  const slots = gridSlots(hits ?? [], banners, firstPosition);
  const rendered = useDeferredValue(slots.length, Math.min(slots.length, FIRST_RENDER_SLOTS));
  if (loading && !hits) {
    return (
      <ul className={gridClass} data-variant={variant}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={gridClass} data-variant={variant}>
      {slots.slice(0, rendered).map((slot, index) =>
        slot.kind === 'banner' ? (
          <li key={`banner-${index}`}>
            <RuleBanner banner={slot.banner} variant="tile" headingLevel={headingLevel} />
          </li>
        ) : (
          <li key={slot.item.objectID}>
            <ProductCard
              hit={slot.item}
              headingLevel={headingLevel}
              priority={index < priorityCount}
              position={slot.position}
              search={search}
            />
          </li>
        ),
      )}
    </ul>
  );
}
