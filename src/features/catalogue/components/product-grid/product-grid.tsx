import type { ProductHit } from '../../../../shared/domain/product';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { gridClass } from './product-grid.styles';

export interface ProductGridProps {
  hits: ProductHit[] | undefined;
  loading: boolean;
  /** skeleton cards while loading */
  skeletons?: number;
  headingLevel?: 2 | 3;
  /** how many leading cards load their image eagerly */
  priorityCount?: number;
  variant?: 'listing' | 'tray';
}

/** Product cards in a responsive grid: 2 columns on phones, 3 on tablets, 4 on desktop. */
export function ProductGrid({
  hits,
  loading,
  skeletons = 8,
  headingLevel = 2,
  priorityCount = 4,
  variant = 'listing',
}: ProductGridProps) {
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
      {(hits ?? []).map((hit, index) => (
        <li key={hit.objectID}>
          <ProductCard hit={hit} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
