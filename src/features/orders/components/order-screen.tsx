import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { useActiveLocale } from '../../../platform/site/site-context';
import { buttonClass } from '../../../platform/ui/button';
import type { OrderDetails } from '../../../shared/api/order';
import { orderDateFormat } from '../logic/order-dates';
import { OrderView } from './order-view';
import {
  actionsClass,
  eyebrowClass,
  heroClass,
  metaClass,
  pageClass,
  titleClass,
} from './order-page.styles';
import { StatusBadge } from './status-badge';
import { StatusNotice } from './status-notice';

export interface OrderScreenProps {
  order: OrderDetails;
  /** where its status history opens (the owner's by reference, a guest's by link) */
  trackingHref: string;
  /** more under the heading: the guest's "copy link" */
  extra?: ReactNode;
}

/** An order on a page of its own (spec §2 /orders/:orderReference, a guest's link). */
export function OrderScreen({ order, trackingHref, extra }: OrderScreenProps) {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const placed = orderDateFormat(intlLocale, false)(order.placedAt);
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass}>{t('WEB.ORDER.EYEBROW')}</p>
        <h1 className={titleClass}>{t('WEB.ORDER.TITLE', { reference: order.orderReference })}</h1>
        <p className={metaClass}>
          <span>{t('WEB.ORDER.PLACED', { date: placed })}</span>
          <StatusBadge status={order.status} />
        </p>
        {extra}
      </header>
      <StatusNotice order={order} pollingOver />
      <OrderView order={order} />
      <div className={actionsClass}>
        {order.status !== 'CANCELLED' && (
          <Link href={trackingHref} className={buttonClass}>
            {t('WEB.ORDER.TRACK')}
          </Link>
        )}
        <Link href={paths.home()} className={buttonClass} data-variant="secondary">
          {t('WEB.ERROR.CONTINUE')}
        </Link>
      </div>
    </div>
  );
}
