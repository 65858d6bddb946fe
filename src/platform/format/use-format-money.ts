import { useCallback } from 'react';
import { formatMoney } from '../../shared/domain/currency';
import { useActiveLocale, useSite } from '../site/site-context';

/** Formats integer minor units in the active site's currency and the shopper's locale. */
export function useFormatMoney(): (minor: number, currency?: string) => string {
  const { config } = useSite();
  const { intlLocale } = useActiveLocale();
  return useCallback(
    (minor, currency = config.currency.code) =>
      formatMoney(minor, currency, config.country.code, intlLocale),
    [config.currency.code, config.country.code, intlLocale],
  );
}
