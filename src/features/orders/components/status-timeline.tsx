import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { OrderDetails, OrderStatus } from '../../../shared/api/order';
import { orderDateFormat } from '../logic/order-dates';
import { stepTextClass, stepTitleClass, timelineClass } from './status-timeline.styles';

/** What each status meant when the order reached it (the first is always the order placed). */
const STEP_LABELS: Record<OrderStatus, LabelKey> = {
  AWAITING_PAYMENT: 'WEB.ORDER.TIMELINE.AWAITING_PAYMENT',
  PAID: 'WEB.ORDER.TIMELINE.PAID',
  CANCELLED: 'WEB.ORDER.TIMELINE.CANCELLED',
};

/**
 * The order's status history (spec §2 /tracking) as an ordered list, oldest first: each status
 * with its date and time in the shopper's language and locale, the current one marked
 * aria-current="step".
 */
export function StatusTimeline({ order, label }: { order: OrderDetails; label: string }) {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const format = orderDateFormat(intlLocale, true);
  const { history } = order;
  return (
    <ol className={timelineClass} aria-label={label}>
      {history.map((entry, index) => (
        <li
          key={`${entry.status}-${entry.at}`}
          data-status={entry.status}
          aria-current={index === history.length - 1 ? 'step' : undefined}
        >
          <p className={stepTitleClass}>{t(STEP_LABELS[entry.status])}</p>
          <p className={stepTextClass}>
            <time dateTime={entry.at}>{format(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
