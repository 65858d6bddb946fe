import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useSite } from '../../../../platform/site/site-context';
import { Button } from '../../../../platform/ui/button';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { ProductSearchResult } from '../../api/search-products';
import { ProductGrid } from '../product-grid/product-grid';
import { errorClass, resultsClass } from './results.styles';

export interface ResultsSectionProps {
  result: UseQueryResult<ProductSearchResult>;
  /** shown when the search answered with no products */
  empty: ReactNode;
}

/**
 * The result states every listing shares: skeleton cards while the first answer loads, the
 * grid, the empty state, or an error with a retry. A failed refetch keeps the products shown.
 */
export function ResultsSection({ result, empty }: ResultsSectionProps) {
  const t = useT();
  const { data, isPending, isError, refetch } = result;
  if (isError && !data) {
    return (
      <div role="alert" className={errorClass}>
        <p>{t('WEB.LISTING.ERROR')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('WEB.ERROR.RETRY')}
        </Button>
      </div>
    );
  }
  if (data && data.hits.length === 0) return <>{empty}</>;
  return (
    <div className={resultsClass} aria-busy={isPending || result.isFetching}>
      {isPending && (
        <p role="status" className={visuallyHidden}>
          {t('WEB.LISTING.LOADING')}
        </p>
      )}
      <ProductGrid hits={data?.hits} loading={isPending} />
    </div>
  );
}

/** "24 products", in the shopper's number format. */
export function useResultsCount(): (count: number) => string {
  const t = useT();
  const { locale } = useSite();
  return (count) =>
    count === 1
      ? t('WEB.LISTING.RESULTS.ONE')
      : t('WEB.LISTING.RESULTS.COUNT', { count: new Intl.NumberFormat(locale).format(count) });
}
