import { useT } from '../i18n/i18n-context';
import { ErrorState } from './error-state';

export interface LoadErrorProps {
  /** asks for the data again */
  onRetry: () => void;
  /** h1 when the failure is the whole page, h2 for a part of one */
  headingLevel?: 1 | 2;
}

/**
 * What a page, or a part of one, shows when the data it needs could not be loaded (spec §8:
 * a data fetch failure): its own words, not a checkout form's, and a retry.
 */
export function LoadError({ onRetry, headingLevel = 2 }: LoadErrorProps) {
  const t = useT();
  return (
    <ErrorState
      headingLevel={headingLevel}
      title={t('WEB.LOAD.ERROR.TITLE')}
      description={t('WEB.LOAD.ERROR.DESCRIPTION')}
      actionLabel={t('WEB.ERROR.RETRY')}
      onAction={onRetry}
    />
  );
}
