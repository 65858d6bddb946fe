import { useId, useMemo } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useActiveLocale } from '../../../../platform/site/site-context';
import { Button } from '../../../../platform/ui/button';
import { offlineClass } from './basket-page.styles';

/**
 * Offline, the basket shows its last known bag without controls: this says when that bag was
 * fetched and that changing it needs the network, and offers to try again.
 */
export function BasketOfflineNotice({
  fetchedAt,
  onRetry,
}: {
  fetchedAt: number | null;
  onRetry: () => void;
}) {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const titleId = useId();
  const time = useMemo(
    () =>
      fetchedAt === null
        ? ''
        : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            fetchedAt,
          ),
    [fetchedAt, intlLocale],
  );
  return (
    <section role="status" className={offlineClass} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{t('WEB.BASKET.OFFLINE.TITLE')}</h2>
        <p>{t('WEB.BASKET.OFFLINE.BODY', { time })}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {t('WEB.ERROR.RETRY')}
      </Button>
    </section>
  );
}
