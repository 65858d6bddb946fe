import { useId } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { OrderDetails } from '../../../shared/api/order';
import { useOrderMoney } from '../hooks/use-order-money';
import { sectionTitleClass, totalsClass } from './order-view.styles';

/**
 * Every total of the order as the server computed it (docs/api.md "Orders"): subtotal,
 * discounts with the promo code, delivery ("Free" at 0) and its discount, tax, and the total
 * paid.
 */
export function OrderSummary({ order }: { order: OrderDetails }) {
  const t = useT();
  const money = useOrderMoney(order);
  const titleId = useId();
  const { totals } = order;
  const discount = (label: string, amount: number) =>
    amount > 0 && (
      <div data-tone="discount">
        <dt>{label}</dt>
        <dd>
          <bdi>{t('WEB.BASKET.DISCOUNT.AMOUNT', { amount: money(amount) })}</bdi>
        </dd>
      </div>
    );
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitleClass}>
        {t('WEB.BASKET.SUMMARY.TITLE')}
      </h2>
      <dl className={totalsClass}>
        <div>
          <dt>{t('WEB.BASKET.SUMMARY.SUBTOTAL')}</dt>
          <dd>{money(totals.itemCost)}</dd>
        </div>
        {discount(
          totals.voucherCode
            ? t('WEB.ORDER.SUMMARY.DISCOUNT-CODE', { code: totals.voucherCode })
            : t('WEB.BASKET.SUMMARY.DISCOUNT'),
          totals.discountProduct,
        )}
        <div>
          <dt>{t('WEB.BASKET.SUMMARY.DELIVERY')}</dt>
          <dd>
            {totals.deliveryCost - totals.discountShipping <= 0
              ? t('WEB.BASKET.SUMMARY.FREE')
              : money(totals.deliveryCost)}
          </dd>
        </div>
        {totals.deliveryCost > totals.discountShipping &&
          discount(t('WEB.BASKET.SUMMARY.DELIVERY-DISCOUNT'), totals.discountShipping)}
        {totals.tax > 0 && (
          <div>
            <dt>{t('WEB.BASKET.SUMMARY.TAX')}</dt>
            <dd>{money(totals.tax)}</dd>
          </div>
        )}
        <div data-total="true">
          <dt>{t('WEB.ORDER.SUMMARY.TOTAL-PAID')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
