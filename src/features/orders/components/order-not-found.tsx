import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import { ErrorState } from '../../../platform/ui/error-state';

/**
 * An order this page cannot show (spec §8 ORDER_NOT_FOUND): unknown, another shopper's, or a
 * link that has expired. It never says which; it offers the guest lookup and the shop.
 */
export function OrderNotFound({ expiredLink = false }: { expiredLink?: boolean }) {
  const t = useT();
  return (
    <ErrorState
      headingLevel={1}
      title={t('WEB.ORDER.NOT-FOUND.TITLE')}
      description={t(expiredLink ? 'WEB.ORDER.NOT-FOUND.LINK' : 'WEB.ORDER.NOT-FOUND.BODY')}
    >
      <Link href={orderPaths.orderStatus()} className={buttonClass}>
        {t('WEB.ORDER.LOOKUP.TITLE')}
      </Link>
      <Link href={paths.home()} className={buttonClass} data-variant="secondary">
        {t('WEB.ERROR.CONTINUE')}
      </Link>
    </ErrorState>
  );
}
