import { useMemo } from 'react';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { OrderSummary } from '../../../shared/api/account-data';
import { formatMoney } from '../../../shared/domain/currency';
import { orderDateFormat } from '../logic/order-dates';

export interface HistoryFormats {
  /** the day it was placed, in the shopper's language and time zone */
  date: (iso: string) => string;
  count: (count: number) => string;
  /** its total in its own currency, with the decimals of the site it was ordered on (spec §9) */
  money: (order: OrderSummary) => string;
}

/** The order history's formatters, in the active Intl locale (made once per locale). */
export function useHistoryFormats(): HistoryFormats {
  const { intlLocale } = useActiveLocale();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(intlLocale);
    return {
      date: orderDateFormat(intlLocale, false),
      count: (count) => numbers.format(count),
      money: (order) => formatMoney(order.total, order.currency, order.countryCode, intlLocale),
    };
  }, [intlLocale]);
}
