import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { placeMessageLabel } from '../logic/place-outcome';
import { paths } from '../../../platform/routing/paths';
import { Button, buttonClass } from '../../../platform/ui/button';
import { useChallengeReturn } from '../hooks/use-challenge-return';
import { confirmingClass, noticeClass, titleClass } from './checkout.styles';

/**
 * The review step as the 3-D Secure page returns to it: "Confirming your payment" while the
 * payment is completed, then the complete page or the payment choice; a failed connection or a
 * server failure is said here, with Try again and the way back to payment.
 */
export function ChallengeReturn({
  orderReference,
  redirectResult,
}: {
  orderReference: string;
  redirectResult: string;
}) {
  const t = useT();
  const { message, retry } = useChallengeReturn(orderReference, redirectResult);
  return (
    <div className={confirmingClass} aria-busy={message === null}>
      <h1 className={titleClass}>{t('WEB.CHECKOUT.CONFIRMING')}</h1>
      {message && (
        <>
          <p className={noticeClass} data-tone="alert" role="alert">
            {t(placeMessageLabel(message))}
          </p>
          <Button onClick={retry}>{t('WEB.CHECKOUT.CONFIRM.RETRY')}</Button>
          <Link href={paths.checkout('payment')} className={buttonClass} data-variant="secondary">
            {t('WEB.CHECKOUT.CONFIRM.BACK')}
          </Link>
        </>
      )}
    </div>
  );
}
