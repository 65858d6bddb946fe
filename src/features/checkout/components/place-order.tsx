import { useId } from 'react';
import { Link } from 'wouter';
import { useFormatMoney } from '../../../platform/format/use-format-money';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { paths } from '../../../platform/routing/paths';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { Button } from '../../../platform/ui/button';
import { VisuallyHidden, visuallyHidden } from '../../../platform/ui/visually-hidden';
import type { PlaceOrderState } from '../hooks/use-place-order';
import { placeMessageLabel } from '../logic/place-outcome';
import { noticeClass } from './checkout.styles';
import { checkboxRowClass } from './payment.styles';
import { agreementClass, agreementsClass } from './review.styles';

/**
 * The end of the review: the site's agreements, each unticked until the shopper ticks it and
 * with its page (opened in a new tab, so the order is not left), what happened to the last
 * attempt, and Place order — which waits until every agreement is ticked and while the order
 * is being placed.
 */
export function PlaceOrder({ order }: { order: PlaceOrderState }) {
  const t = useT();
  const money = useFormatMoney();
  const { config } = useSite();
  const { base } = useActiveLocale();
  const hintId = useId();
  const { message, priceChanged } = order;
  return (
    <>
      <fieldset className={agreementsClass}>
        <legend>{t('WEB.CHECKOUT.AGREEMENTS.TITLE')}</legend>
        {config.agreements.map((agreement) => (
          <div key={agreement.id} className={agreementClass}>
            <label className={checkboxRowClass}>
              <input
                type="checkbox"
                name="agreements"
                value={agreement.id}
                checked={order.agreed.has(agreement.id)}
                disabled={order.pending}
                onChange={(event) => order.setAgreed(agreement.id, event.target.checked)}
              />
              {t(agreement.label as LabelKey)}
            </label>
            {agreement.link && (
              <a href={`${base}${agreement.link.path}`} target="_blank" rel="noreferrer">
                {t(agreement.link.label as LabelKey)}
                <VisuallyHidden> {t('WEB.CHECKOUT.NEW-TAB')}</VisuallyHidden>
              </a>
            )}
          </div>
        ))}
      </fieldset>
      {priceChanged && (
        <p className={noticeClass} data-tone="alert" role="alert">
          {t('WEB.CHECKOUT.PLACE.PRICE-CHANGED', {
            total: money(priceChanged.total, priceChanged.currency),
          })}
        </p>
      )}
      {message && (
        <p className={noticeClass} data-tone="alert" role="alert">
          {t(placeMessageLabel(message))}
          {message === 'BAG_CHANGED' && (
            <>
              {' '}
              <Link href={paths.checkout('basket')}>{t('WEB.CHECKOUT.BAG-LINK')}</Link>
            </>
          )}
        </p>
      )}
      {!order.allAgreed && (
        <p id={hintId} className={visuallyHidden}>
          {t('WEB.CHECKOUT.AGREEMENTS.HINT')}
        </p>
      )}
      <Button
        block
        disabled={!order.allAgreed || order.pending}
        aria-describedby={order.allAgreed ? undefined : hintId}
        onClick={() => void order.place()}
      >
        {order.pending ? t('WEB.CHECKOUT.PLACING') : t('WEB.CHECKOUT.PLACE-ORDER')}
      </Button>
      <p role="status" className={visuallyHidden}>
        {order.pending ? t('WEB.CHECKOUT.PLACING') : ''}
      </p>
    </>
  );
}
