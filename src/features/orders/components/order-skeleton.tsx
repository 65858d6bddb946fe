import { useT } from '../../../platform/i18n/i18n-context';
import { Skeleton } from '../../../platform/ui/skeleton';
import { VisuallyHidden } from '../../../platform/ui/visually-hidden';
import { heroClass, pageClass } from './order-page.styles';
import { viewClass } from './order-view.styles';

/**
 * The order page's shape while the order loads (what the server renders for it), or while its
 * payment is being confirmed: `status` is what a screen reader hears meanwhile.
 */
export function OrderSkeleton({ status }: { status?: string }) {
  const t = useT();
  return (
    <div className={pageClass} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{status ?? t('WEB.ORDER.LOADING')}</span>
      </VisuallyHidden>
      <div className={heroClass}>
        <Skeleton height="0.75rem" width="9rem" />
        <Skeleton height="2.75rem" width="min(28rem, 80%)" />
        <Skeleton height="1rem" width="min(22rem, 70%)" />
      </div>
      <div className={viewClass}>
        <Skeleton height="16rem" />
        <Skeleton height="16rem" />
      </div>
    </div>
  );
}
