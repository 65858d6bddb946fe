import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import type { OrderDetails } from '../../../shared/api/order';
import { usePageTitle } from '../../content';
import { useCompletePage } from '../hooks/use-complete-page';
import type { ReturnCompletion } from '../hooks/use-return-completion';
import { STATUS_LABELS } from '../logic/order-status';
import type { RefusalReason } from '../logic/return-outcome';
import { ExpressConfirm } from './express-confirm';
import { LabelWith } from './label-with';
import { OrderReference } from './order-reference';
import { OrderSkeleton } from './order-skeleton';
import { OrderStateView } from './order-state-view';
import { OrderView } from './order-view';
import { ReturnProblem } from './return-problem';
import {
  actionsClass,
  eyebrowClass,
  heroClass,
  leadClass,
  pageClass,
  titleClass,
} from './order-page.styles';
import { StatusNotice } from './status-notice';

/**
 * /complete (spec §2): the order just placed — thanks, its number to keep, where the
 * confirmation goes, what was bought and what it cost, where it is going; a payment still being
 * confirmed or an order not completed says so plainly. Back from a provider's page, the payment
 * is completed first (PayPal, iDEAL, Alipay), a PayPal express order confirmed by the shopper,
 * and a cancel, a refusal or a return the shop cannot use said with the way back to paying.
 */
export function CompletePage() {
  const t = useT();
  const { state, pollingOver, payment } = useCompletePage();
  usePageTitle(t('WEB.ORDER.COMPLETE.PAGE-TITLE'));
  return (
    <OrderStateView state={state}>
      {(order) => <Returned order={order} payment={payment} pollingOver={pollingOver} />}
    </OrderStateView>
  );
}

function Returned({
  order,
  payment,
  pollingOver,
}: {
  order: OrderDetails;
  payment: ReturnCompletion;
  pollingOver: boolean;
}) {
  const t = useT();
  const { view } = payment;
  switch (view?.kind) {
    case undefined:
      return <OrderSkeleton />;
    case 'completing':
      return <OrderSkeleton status={t('WEB.ORDER.RETURN.CONFIRMING')} />;
    case 'confirm':
      return <ExpressConfirm order={order} view={view} confirm={payment.confirm} />;
    case 'retry':
      return <ReturnProblem order={order} problem={{ ...view, retry: payment.retry }} />;
    case 'cancelled':
    case 'invalid':
    case 'address':
      return <ReturnProblem order={order} problem={view} />;
    case 'order':
      return <Completed order={order} pollingOver={pollingOver} refusal={view.refusal} />;
  }
}

function Completed({
  order,
  pollingOver,
  refusal,
}: {
  order: OrderDetails;
  pollingOver: boolean;
  refusal: RefusalReason | null;
}) {
  const t = useT();
  const cancelled = order.status === 'CANCELLED';
  const { email, firstName } = order.consumer;
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass} data-tone={cancelled ? 'alert' : undefined}>
          {t(STATUS_LABELS[order.status])}
        </p>
        <h1 className={titleClass}>
          {cancelled
            ? t('WEB.ORDER.COMPLETE.CANCELLED.TITLE')
            : firstName
              ? t('WEB.ORDER.COMPLETE.TITLE.NAME', { name: firstName })
              : t('WEB.ORDER.COMPLETE.TITLE')}
        </h1>
        {!cancelled && email && (
          <p className={leadClass}>
            <LabelWith text={t('WEB.ORDER.COMPLETE.EMAIL')} name="email">
              <strong>
                <bdi>{email}</bdi>
              </strong>
            </LabelWith>
          </p>
        )}
        <OrderReference reference={order.orderReference} />
      </header>
      <StatusNotice order={order} pollingOver={pollingOver} refusal={refusal} />
      <OrderView order={order} />
      <div className={actionsClass}>
        {!cancelled && (
          <Link
            href={orderPaths.tracking({ orderReference: order.orderReference })}
            className={buttonClass}
          >
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
