import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import type { OrderDetails } from '../../../shared/api/order';
import { paymentLabel } from '../logic/order-status';
import type { RefusalReason } from '../logic/return-outcome';
import { actionsRowClass, noticeClass } from './order-page.styles';

/** Why a payment was refused, as this page's return learned it; iDEAL's refusal is the bank's. */
function refusalLabel(reason: RefusalReason, paymentMethod: string): LabelKey {
  if (reason === 'DECLINED' && paymentMethod === 'ideal') return 'WEB.ORDER.RETURN.REFUSED.BANK';
  return `WEB.ORDER.RETURN.REFUSED.${reason}`;
}

/**
 * What the shopper should know of a status that is not simply "confirmed": a payment still
 * being confirmed (the page asks again by itself; after a minute, the shop will e-mail), or an
 * order not completed (nothing was taken, the bag is as it was, and the way back to it) — with,
 * when the payment return this page completed was refused, why, and the way back to the
 * payment step.
 */
export function StatusNotice({
  order,
  pollingOver,
  refusal = null,
}: {
  order: OrderDetails;
  pollingOver: boolean;
  refusal?: RefusalReason | null;
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
    const method = t(paymentLabel(order.paymentMethod));
    return (
      <div className={noticeClass} data-tone="alert" role="alert">
        <p>
          {refusal
            ? t(refusalLabel(refusal, order.paymentMethod), { method })
            : t('WEB.ORDER.STATUS.CANCELLED.BODY')}
        </p>
        <div className={actionsRowClass}>
          {refusal && (
            <Link href={paths.checkout('payment')} className={buttonClass}>
              {t('WEB.ORDER.RETURN.PAY-AGAIN')}
            </Link>
          )}
          <Link href={paths.checkout('basket')} className={buttonClass} data-variant="secondary">
            {t('WEB.CHECKOUT.PENDING.BACK')}
          </Link>
        </div>
      </div>
    );
  }
  return null;
}
