import { Link, useParams } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { buttonClass } from '../../../../platform/ui/button';
import { ErrorState } from '../../../../platform/ui/error-state';
import { usePageTitle } from '../../../content';
import { BasketPage } from '../basket/basket-page';

/**
 * /checkout/:step? (spec §2: basket, shipping, payment, review). The basket is this issue's;
 * the later steps come with the next one, and until then say so plainly and lead back to the
 * bag, which is kept.
 */
export function CheckoutPage() {
  const { step = 'basket' } = useParams<{ step?: string }>();
  return step === 'basket' ? <BasketPage /> : <CheckoutStepPending />;
}

function CheckoutStepPending() {
  const t = useT();
  usePageTitle(t('WEB.CHECKOUT.PENDING.TITLE'));
  return (
    <ErrorState
      headingLevel={1}
      title={t('WEB.CHECKOUT.PENDING.TITLE')}
      description={t('WEB.CHECKOUT.PENDING.BODY')}
    >
      <Link href={paths.checkout('basket')} className={buttonClass} data-variant="secondary">
        {t('WEB.CHECKOUT.PENDING.BACK')}
      </Link>
    </ErrorState>
  );
}
