import { useT } from '../../../platform/i18n/i18n-context';
import { leadClass, pageClass } from './account.styles';

/** What an account page shows while it learns who is signed in on this device. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className={pageClass} aria-busy="true">
      <p className={leadClass} role="status">
        {t('WEB.ACCOUNT.PENDING')}
      </p>
    </div>
  );
}
