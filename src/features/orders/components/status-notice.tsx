import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import type { OrderDetails } from '../../../shared/api/order';
import { noticeClass } from './order-page.styles';

/**
 * What the shopper should know of a status that is not simply "confirmed": a payment still
 * being confirmed (the page asks again by itself; after a minute, the shop will e-mail), or an
 * order not completed (nothing was taken, the bag is as it was, and the way back to it).
 */
export function StatusNotice({
  order,
  pollingOver,
}: {
  order: OrderDetails;
  pollingOver: boolean;
}) {
  const t = useT();
  if (order.status === 'AWAITING_PAYMENT') {
    const email = order.consumer.email;
    return (
      <div className={noticeClass} role="status">
        <p>
          {pollingOver
            ? email
              ? t('WEB.ORDER.PENDING.LATER', { email })
              : t('WEB.ORDER.PENDING.LATER.NO-EMAIL')
            : t('WEB.ORDER.STATUS.AWAITING_PAYMENT.BODY')}
        </p>
      </div>
    );
  }
  if (order.status === 'CANCELLED') {
    return (
      <div className={noticeClass} data-tone="alert" role="alert">
        <p>{t('WEB.ORDER.STATUS.CANCELLED.BODY')}</p>
        <Link href={paths.checkout('basket')} className={buttonClass} data-variant="secondary">
          {t('WEB.CHECKOUT.PENDING.BACK')}
        </Link>
      </div>
    );
  }
  return null;
}
