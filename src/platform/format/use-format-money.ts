import { useCallback } from 'react';
import { formatMoney } from '../../shared/domain/currency';
import { useSite } from '../site/site-context';

/** Formats integer minor units in the active site's currency and the shopper's locale. */
export function useFormatMoney(): (minor: number, currency?: string) => string {
  const { config, locale } = useSite();
  return useCallback(
    (minor, currency = config.currency.code) =>
      formatMoney(minor, currency, config.country.code, locale),
    [config.currency.code, config.country.code, locale],
  );
}
