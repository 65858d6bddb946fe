import { useId } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { useOnline } from '../../../platform/offline/online-status';
import { Button } from '../../../platform/ui/button';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import { useExpressCheckout } from '../hooks/use-express-checkout';
import { noticeClass } from './checkout.styles';
import { expressClass, orClass, paypalClass } from './express-checkout.styles';
import { MethodMark } from './method-mark';

/**
 * The basket's PayPal express button, under Proceed (spec §3 expressPayment): "Check out with
 * PayPal", shown only online (the page mounts it only where the site's PayPal option is
 * express), waiting while the bag cannot be ordered (`canPay`, as Proceed) or the order is on
 * its way to PayPal, and what went wrong said beside it.
 */
export function ExpressCheckout({ canPay }: { canPay: boolean }) {
  const t = useT();
  const online = useOnline();
  const express = useExpressCheckout();
  const messageId = useId();
  if (!online && !express.message) return null;
  return (
    <div className={expressClass}>
      <p className={orClass}>{t('WEB.BASKET.EXPRESS.OR')}</p>
      <Button
        block
        className={paypalClass}
        disabled={!online || !canPay || express.pending}
        aria-describedby={express.message ? messageId : undefined}
        onClick={() => void express.start()}
        onFocus={express.warm}
        onPointerEnter={express.warm}
      >
        <MethodMark logo="paypal" />
        <span>{t('WEB.BASKET.EXPRESS.PAYPAL')}</span>
      </Button>
      {express.message && (
        <p id={messageId} className={noticeClass} data-tone="alert" role="alert">
          {t(express.message)}
        </p>
      )}
      <p role="status" className={visuallyHidden}>
        {express.pending
          ? t('WEB.CHECKOUT.LEAVING.METHOD', { method: t('WEB.CHECKOUT.PAYMENT.METHOD.PAYPAL') })
          : ''}
      </p>
    </div>
  );
}
