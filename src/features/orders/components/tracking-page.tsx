import { Link, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import { paths } from '../../../platform/routing/paths';
import { useActiveLocale } from '../../../platform/site/site-context';
import { buttonClass } from '../../../platform/ui/button';
import type { OrderDetails } from '../../../shared/api/order';
import { isOrderReference, normaliseReference } from '../../../shared/domain/order-reference';
import { usePageTitle } from '../../content';
import { useLinkedOrder } from '../api/get-linked-order';
import { useOrder } from '../api/get-order';
import { useOrderState } from '../hooks/use-order-state';
import { deliveryEstimate } from '../logic/delivery-estimate';
import { isLinkHash } from '../logic/order-dates';
import { LabelWith } from './label-with';
import { OrderStateView } from './order-state-view';
import {
  actionsClass,
  eyebrowClass,
  heroClass,
  leadClass,
  pageClass,
  titleClass,
} from './order-page.styles';
import { StatusTimeline } from './status-timeline';

/**
 * /tracking (spec §2): where an order stands, as the timeline of its statuses. The owner opens
 * it by reference (`?orderReference=`), a guest by their signed link (`?hash=`).
 */
export function TrackingPage() {
  const t = useT();
  const params = new URLSearchParams(useSearch());
  const hash = params.get('hash');
  const typed = normaliseReference(params.get('orderReference') ?? '');
  const reference = !hash && isOrderReference(typed) ? typed : null;
  const linkHash = isLinkHash(hash) ? hash : null;
  const owned = useOrder(reference);
  const linked = useLinkedOrder(linkHash);
  const state = useOrderState(hash ? linked : owned, linkHash !== null || reference !== null);
  usePageTitle(t('WEB.TRACKING.TITLE'));
  return (
    <OrderStateView state={state} expiredLink={hash !== null}>
      {(order) => (
        <Tracking
          order={order}
          orderHref={
            linkHash ? orderPaths.orderStatus(linkHash) : orderPaths.order(order.orderReference)
          }
        />
      )}
    </OrderStateView>
  );
}

function Tracking({ order, orderHref }: { order: OrderDetails; orderHref: string }) {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const estimate =
    order.status === 'PAID' && order.shipping?.delivery
      ? deliveryEstimate(order.placedAt, order.shipping.delivery, intlLocale)
      : null;
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass}>{t('WEB.ORDER.TITLE', { reference: order.orderReference })}</p>
        <h1 className={titleClass}>{t('WEB.TRACKING.TITLE')}</h1>
        {estimate && (
          <p className={leadClass}>
            <LabelWith text={t('WEB.ORDER.DELIVERY.ESTIMATE')} name="dates">
              <strong>{estimate}</strong>
            </LabelWith>
          </p>
        )}
      </header>
      <StatusTimeline order={order} label={t('WEB.TRACKING.HISTORY')} />
      <div className={actionsClass}>
        <Link href={orderHref} className={buttonClass}>
          {t('WEB.TRACKING.VIEW-ORDER')}
        </Link>
        <Link href={paths.home()} className={buttonClass} data-variant="secondary">
          {t('WEB.ERROR.CONTINUE')}
        </Link>
      </div>
    </div>
  );
}
