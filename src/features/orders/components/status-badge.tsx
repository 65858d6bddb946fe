import { useT } from '../../../platform/i18n/i18n-context';
import type { OrderStatus } from '../../../shared/api/order';
import { STATUS_LABELS } from '../logic/order-status';
import { statusBadgeClass } from './order-page.styles';

/** An order's status in a word, its colour only a second cue (the word says it). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={statusBadgeClass} data-status={status}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
