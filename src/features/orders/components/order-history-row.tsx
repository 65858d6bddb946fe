import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import type { OrderSummary } from '../../../shared/api/account-data';
import type { HistoryFormats } from '../hooks/use-history-formats';
import { isOrderStatus } from '../logic/order-status';
import { factsClass, rowClass, rowHeadClass } from './order-history.styles';
import { StatusBadge } from './status-badge';

/**
 * One order of the history: its reference (the link to the order), its status, when it was
 * placed, how many pieces and what it cost, each in the shopper's language (the page's
 * formatters).
 */
export function OrderHistoryRow({
  order,
  format,
}: {
  order: OrderSummary;
  format: HistoryFormats;
}) {
  const t = useT();
  return (
    <li className={rowClass}>
      <div className={rowHeadClass}>
        <Link href={orderPaths.order(order.orderReference)}>
          {t('WEB.ORDER.TITLE', { reference: order.orderReference })}
        </Link>
        {isOrderStatus(order.status) && <StatusBadge status={order.status} />}
      </div>
      <dl className={factsClass}>
        <div>
          <dt>{t('WEB.ORDERS.HISTORY.PLACED')}</dt>
          <dd>
            <time dateTime={order.placedAt}>{format.date(order.placedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('WEB.ORDERS.HISTORY.ITEMS')}</dt>
          <dd>{format.count(order.itemCount)}</dd>
        </div>
        <div>
          <dt>{t('WEB.ORDERS.HISTORY.TOTAL')}</dt>
          <dd>{format.money(order)}</dd>
        </div>
      </dl>
    </li>
  );
}
