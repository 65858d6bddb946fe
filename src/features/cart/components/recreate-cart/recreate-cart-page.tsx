import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { buttonClass } from '../../../../platform/ui/button';
import { ErrorState } from '../../../../platform/ui/error-state';
import { Skeleton } from '../../../../platform/ui/skeleton';
import { usePageTitle } from '../../../content';
import { useRecreateCartPage } from '../../hooks/use-recreate-cart-page';
import { emptyClass } from '../basket/basket-page.styles';

/** /recreateCart?cartPublicId=…: a shared or e-mailed bag, rebuilt here, then shown. */
export function RecreateCartPage() {
  const t = useT();
  const page = useRecreateCartPage();
  usePageTitle(t('WEB.RECREATE.TITLE'));
  if (page.status === 'failed') {
    return (
      <ErrorState
        headingLevel={1}
        title={t('WEB.RECREATE.ERROR.TITLE')}
        description={`${page.error ?? ''} ${t('WEB.RECREATE.KEPT')}`}
      >
        <Link href={paths.checkout('basket')} className={buttonClass} data-variant="secondary">
          {t('WEB.RECREATE.VIEW-BAG')}
        </Link>
      </ErrorState>
    );
  }
  return (
    <section className={emptyClass} aria-busy="true">
      <h1>{t('WEB.RECREATE.TITLE')}</h1>
      <p role="status">{t('WEB.RECREATE.LOADING')}</p>
      <Skeleton height="0.25rem" width="8rem" />
    </section>
  );
}
