import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { paths } from '../../../platform/routing/paths';
import { Button, buttonClass } from '../../../platform/ui/button';
import type { OrderDetails } from '../../../shared/api/order';
import type { RetryReason } from '../logic/return-outcome';
import { STATUS_LABELS } from '../logic/order-status';
import { OrderReference } from './order-reference';
import {
  actionsClass,
  eyebrowClass,
  heroClass,
  leadClass,
  pageClass,
  titleClass,
} from './order-page.styles';

/** A payment return that did not pay the order, and what the shopper can do about it. */
export type ReturnProblemKind =
  | { kind: 'cancelled' }
  | { kind: 'invalid' }
  | { kind: 'address' }
  | { kind: 'retry'; reason: RetryReason; retry: () => void };

const TEXTS: Record<
  Exclude<ReturnProblemKind['kind'], 'retry'>,
  { eyebrow: LabelKey; title: LabelKey; body: LabelKey }
> = {
  cancelled: {
    eyebrow: 'WEB.ORDER.RETURN.CANCELLED.EYEBROW',
    title: 'WEB.ORDER.RETURN.CANCELLED.TITLE',
    body: 'WEB.ORDER.RETURN.CANCELLED.BODY',
  },
  invalid: {
    eyebrow: 'WEB.ORDER.RETURN.NOT-CHARGED',
    title: 'WEB.ORDER.RETURN.INVALID.TITLE',
    body: 'WEB.ORDER.RETURN.INVALID.BODY',
  },
  address: {
    eyebrow: 'WEB.ORDER.RETURN.NOT-CHARGED',
    title: 'WEB.ORDER.RETURN.ADDRESS.TITLE',
    body: 'WEB.ORDER.RETURN.ADDRESS.BODY',
  },
};

/**
 * /complete when the payment return did not pay the order: the payer cancelled on PayPal's
 * page, the return cannot be used, PayPal's address is one the shop cannot deliver to — each
 * said plainly, with nothing charged and the bag kept, and the way back (the payment step, the
 * shipping step for another address, the bag) — or the return could not be sent yet (Try
 * again).
 */
export function ReturnProblem({
  order,
  problem,
}: {
  order: OrderDetails;
  problem: ReturnProblemKind;
}) {
  const t = useT();
  const texts =
    problem.kind === 'retry'
      ? {
          eyebrow: STATUS_LABELS[order.status],
          title: 'WEB.ORDER.RETURN.RETRY.TITLE' as const,
          body: `WEB.ORDER.RETURN.RETRY.${problem.reason}` as const,
        }
      : TEXTS[problem.kind];
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass} data-tone="alert">
          {t(texts.eyebrow)}
        </p>
        <h1 className={titleClass}>{t(texts.title)}</h1>
        <p className={leadClass} role={problem.kind === 'retry' ? 'alert' : undefined}>
          {t(texts.body)}
        </p>
        <OrderReference reference={order.orderReference} />
      </header>
      <div className={actionsClass}>
        {problem.kind === 'retry' ? (
          <Button onClick={problem.retry}>{t('WEB.ERROR.RETRY')}</Button>
        ) : problem.kind === 'address' ? (
          <Link href={paths.checkout('shipping')} className={buttonClass}>
            {t('WEB.ORDER.RETURN.ADDRESS.LINK')}
          </Link>
        ) : (
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
