import { useT } from '../../../platform/i18n/i18n-context';
import { Skeleton } from '../../../platform/ui/skeleton';
import { VisuallyHidden } from '../../../platform/ui/visually-hidden';
import {
  detailsClass,
  galleryClass,
  galleryItemClass,
  layoutClass,
  skeletonStackClass,
} from './product-page.styles';

/** The page's shape while the product loads: two image frames and the details column. */
export function ProductPageSkeleton() {
  const t = useT();
  return (
    <div className={layoutClass} aria-busy="true">
      <VisuallyHidden>{t('WEB.LOADING')}</VisuallyHidden>
      <ul className={galleryClass} aria-hidden="true">
        <li className={galleryItemClass}>
          <Skeleton aspectRatio="3 / 4" />
        </li>
        <li className={galleryItemClass}>
          <Skeleton aspectRatio="3 / 4" />
        </li>
      </ul>
      <div className={detailsClass} aria-hidden="true">
        <div className={skeletonStackClass}>
          <Skeleton width="30%" height="0.75rem" />
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="25%" height="1.25rem" />
          <Skeleton width="60%" height="2rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="3rem" />
        </div>
      </div>
    </div>
  );
}
