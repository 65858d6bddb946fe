import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { paths } from '../../../platform/routing/paths';
import { Button, buttonClass } from '../../../platform/ui/button';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import type { OrderDetails } from '../../../shared/api/order';
import { useExpressConfirm } from '../hooks/use-express-confirm';
import { useOrderMoney } from '../hooks/use-order-money';
import type { ReturnView } from '../logic/return-view';
import { AgreementsFieldset } from './agreements-fieldset';
import { OrderLines } from './order-lines';
import { OrderReference } from './order-reference';
import { confirmPanelClass, totalRowClass } from './express-confirm.styles';
import {
  eyebrowClass,
  heroClass,
  leadClass,
  noticeClass,
  pageClass,
  titleClass,
} from './order-page.styles';
import { viewClass } from './order-view.styles';

type ConfirmView = Extract<ReturnView, { kind: 'confirm' }>;

/** Why the last Pay now did not go through; offline, the checkout's own words (nothing sent). */
const messageLabel = (message: NonNullable<ConfirmView['message']>): LabelKey =>
  message === 'NOT_SENT' ? 'WEB.CHECKOUT.PLACE.OFFLINE' : `WEB.ORDER.RETURN.RETRY.${message}`;

/**
 * A PayPal express order back from PayPal's page (docs/payments.md "PayPal express"): placed
 * from the basket before any address, it is the shopper's review — the pieces, the total
 * (changed by the address chosen on PayPal when the shop says so), the site's agreements and
 * Pay now, which waits until every agreement is ticked and while the payment is being sent.
 */
export function ExpressConfirm({
  order,
  view,
  confirm,
}: {
  order: OrderDetails;
  view: ConfirmView;
  confirm: (agreements: string[]) => void;
}) {
  const t = useT();
  const money = useOrderMoney(order);
  const hintId = useId();
  const titleId = useId();
  const { agreed, setAgreed, allAgreed, pay } = useExpressConfirm(confirm, view.sending);
  const total = view.newTotal?.total ?? order.totals.total;
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass}>{t('WEB.ORDER.RETURN.CONFIRM.EYEBROW')}</p>
        <h1 className={titleClass}>{t('WEB.ORDER.RETURN.CONFIRM.TITLE')}</h1>
        <p className={leadClass}>{t('WEB.ORDER.RETURN.CONFIRM.LEAD')}</p>
        <OrderReference reference={order.orderReference} />
      </header>
      <div className={viewClass}>
        <OrderLines order={order} />
        <section className={confirmPanelClass} aria-labelledby={titleId}>
          <h2 id={titleId} className={visuallyHidden}>
            {t('WEB.ORDER.PAYMENT.TITLE')}
          </h2>
          <dl className={totalRowClass}>
            <dt>{t('WEB.ORDER.RETURN.CONFIRM.TOTAL')}</dt>
            <dd>{money(total)}</dd>
          </dl>
          {view.newTotal && (
            <p className={noticeClass} data-tone="alert" role="alert">
              {t('WEB.ORDER.RETURN.CONFIRM.PRICE-CHANGED', { total: money(view.newTotal.total) })}
            </p>
          )}
          <AgreementsFieldset agreed={agreed} disabled={view.sending} onChange={setAgreed} />
          {view.message && (
            <p className={noticeClass} data-tone="alert" role="alert">
              {t(messageLabel(view.message))}
            </p>
          )}
          {!allAgreed && (
            <p id={hintId} className={visuallyHidden}>
              {t('WEB.ORDER.RETURN.CONFIRM.HINT')}
            </p>
          )}
          <Button
            block
            disabled={!allAgreed || view.sending}
            aria-describedby={allAgreed ? undefined : hintId}
            onClick={pay}
          >
            {view.sending
              ? t('WEB.ORDER.RETURN.CONFIRM.PAYING')
              : t('WEB.ORDER.RETURN.CONFIRM.PAY')}
          </Button>
          <p role="status" className={visuallyHidden}>
            {view.sending ? t('WEB.ORDER.RETURN.CONFIRM.PAYING') : ''}
          </p>
          <Link href={paths.checkout('basket')} className={buttonClass} data-variant="ghost">
            {t('WEB.CHECKOUT.PENDING.BACK')}
          </Link>
        </section>
      </div>
    </div>
  );
}
