import { useT } from '../../../platform/i18n/i18n-context';
import type { RedirectAction } from '../../../shared/payments/provider-api';
import { methodLabelKey } from '../logic/payment-options';
import { confirmingClass, titleClass } from './checkout.styles';

/**
 * What the review shows once the order is placed and the browser is leaving for the provider's
 * page: where the shopper is being taken (their bank's 3-D Secure page, PayPal, iDEAL, Alipay),
 * announced politely, while the page loads.
 */
export function LeavingNotice({ method }: { method: RedirectAction['paymentMethodType'] }) {
  const t = useT();
  return (
    <div className={confirmingClass} role="status">
      <h1 className={titleClass}>
        {method === 'scheme'
          ? t('WEB.CHECKOUT.LEAVING.BANK')
          : t('WEB.CHECKOUT.LEAVING.METHOD', { method: t(methodLabelKey(method)) })}
      </h1>
    </div>
  );
}
