import { useT } from '../../../../platform/i18n/i18n-context';
import { Skeleton } from '../../../../platform/ui/skeleton';
import { VisuallyHidden } from '../../../../platform/ui/visually-hidden';
import { linesClass } from './basket-line.styles';
import { layoutClass, skeletonLineClass } from './basket-page.styles';

/** The bag's shape while it loads: two lines and the summary column. */
export function BasketSkeleton() {
  const t = useT();
  return (
    <div className={layoutClass} aria-busy="true">
      <VisuallyHidden>{t('WEB.BASKET.LOADING')}</VisuallyHidden>
      <div className={linesClass}>
        {[0, 1].map((index) => (
          <div key={index} className={skeletonLineClass}>
            <Skeleton height="8rem" />
            <div>
              <Skeleton height="0.75rem" width="30%" />
              <Skeleton height="1.125rem" width="70%" />
              <Skeleton height="0.875rem" width="50%" />
              <Skeleton height="2.75rem" width="8rem" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton height="20rem" />
    </div>
  );
}
