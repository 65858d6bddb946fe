import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import {
  OfflineUnavailable,
  useUnavailableOffline,
} from '../../../../platform/offline/unavailable-slot';
import { useActiveLocale } from '../../../../platform/site/site-context';
import { Button } from '../../../../platform/ui/button';
import { formatInteger } from '../../../../shared/format/number-formats';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { ProductSearchResult } from '../../api/search-products';
import type { SearchBanner } from '../../logic/search-rules';
import { ProductGrid, type GridSearch } from '../product-grid/product-grid';
import { errorClass, resultsClass } from './results.styles';

/** What the section reads of a search: a query result, or a listing composed of two queries. */
export type ResultsState = Pick<
  UseQueryResult<ProductSearchResult>,
  'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
> &
  // waiting for a network, or failed once with retries to come: offline, that is "unavailable"
  Partial<Pick<UseQueryResult<ProductSearchResult>, 'isPaused' | 'failureCount'>>;

export interface ResultsSectionProps {
  result: ResultsState;
  /** shown when the search answered with no products */
  empty: ReactNode;
  /** rule banners of the page, placed in the grid */
  banners?: readonly SearchBanner[];
  /** 1-based position of the page's first product, across pages */
  firstPosition?: number;
  /** the index searched, for click analytics */
  index?: string;
}

/**
 * The result states every listing shares: skeleton cards while the first answer loads, the
 * grid, the empty state, or an error with a retry. A failed refetch keeps the products shown.
 * Offline, results that were never loaded here give way to the offline unavailable panel.
 */
export function ResultsSection({
  result,
  empty,
  banners,
  firstPosition,
  index,
}: ResultsSectionProps) {
  const t = useT();
  const { data, isPending, isError, isFetching, refetch } = result;
  const search: GridSearch = { queryID: data?.queryID, index };
  // offline, results never loaded on this device: say so and offer what is (under the page h1)
  const unavailableOffline = useUnavailableOffline(result);
  if (unavailableOffline) return <OfflineUnavailable headingLevel={2} />;
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
    <div className={resultsClass} aria-busy={isPending || isFetching}>
      {isPending && (
        <p role="status" className={visuallyHidden}>
          {t('WEB.LISTING.LOADING')}
        </p>
      )}
      <ProductGrid
        hits={data?.hits}
        loading={isPending}
        banners={banners}
        firstPosition={firstPosition}
        search={search}
      />
    </div>
  );
}

/** "24 products", in the shopper's number format. */
export function useResultsCount(): (count: number) => string {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  return (count) =>
    count === 1
      ? t('WEB.LISTING.RESULTS.ONE')
      : t('WEB.LISTING.RESULTS.COUNT', { count: formatInteger(count, intlLocale) });
}
