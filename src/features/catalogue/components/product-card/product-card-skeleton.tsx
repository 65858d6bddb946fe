import { Skeleton } from '../../../../platform/ui/skeleton';
import { cardClass, skeletonLinesClass } from './product-card.styles';

/** The card's placeholder shapes: image, brand, name and price lines. */
export function ProductCardSkeletonBody() {
  return (
    <div aria-hidden="true">
      <Skeleton aspectRatio="3 / 4" />
      <div className={skeletonLinesClass}>
        <Skeleton width="35%" height="0.7rem" />
        <Skeleton width="80%" height="0.9rem" />
        <Skeleton width="25%" height="0.9rem" />
      </div>
    </div>
  );
}

/** The card's shape while results load. */
export function ProductCardSkeleton() {
  return (
    <div className={cardClass} aria-hidden="true">
      <ProductCardSkeletonBody />
    </div>
  );
}
