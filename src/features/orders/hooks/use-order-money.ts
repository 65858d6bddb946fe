import { useCallback } from 'react';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { OrderDetails } from '../../../shared/api/order';
import { formatMoney } from '../../../shared/domain/currency';

/**
 * Formats an order's amounts: minor units of its currency with the decimals of the site it was
 * ordered on (spec §9), in the shopper's locale. Not the active site's: an order opened on
 * another country's pages still shows what was paid.
 */
export function useOrderMoney(order: OrderDetails): (minor: number) => string {
  const { intlLocale } = useActiveLocale();
  const { currency, countryCode } = order.totals;
  return useCallback(
    (minor) => formatMoney(minor, currency, countryCode, intlLocale),
    [currency, countryCode, intlLocale],
  );
}
