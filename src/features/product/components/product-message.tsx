import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { Button, buttonClass } from '../../../platform/ui/button';
import { messageClass } from './product-page.styles';

/** Spec §8 product NOT_FOUND, and any other failure to load (with a retry). */
export function ProductMessage({
  kind,
  onRetry,
}: {
  kind: 'notFound' | 'error';
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <section className={messageClass}>
      <h1>{kind === 'notFound' ? t('WEB.PRODUCT.NOTFOUND.TITLE') : t('WEB.PRODUCT.ERROR')}</h1>
      {kind === 'notFound' && <p>{t('WEB.PRODUCT.NOTFOUND.DESCRIPTION')}</p>}
      {kind === 'error' && onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('WEB.ERROR.RETRY')}
        </Button>
      )}
      <Link
        href={paths.home()}
        className={buttonClass}
        data-variant={kind === 'error' ? 'ghost' : undefined}
      >
        {t('WEB.PRODUCT.NOTFOUND.HOME')}
      </Link>
    </section>
  );
}
