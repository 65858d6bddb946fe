import type { OrderDetails } from '../../../shared/api/order';
import type { AnalyticsEvent } from '../../analytics';

/**
 * The purchase an order makes (spec §7 analytics and insights "purchased"): its lines with unit
 * prices, the total paid, tax and delivery after its discount, in the order's minor units. A
 * gift a promotion added is part of the order but was not bought: it is left out.
 */
export function purchaseEvent(order: OrderDetails): Extract<AnalyticsEvent, { type: 'purchase' }> {
  const { totals } = order;
  return {
    type: 'purchase',
    orderReference: order.orderReference,
    currency: totals.currency,
    countryCode: totals.countryCode,
    value: totals.total,
    tax: totals.tax,
    shipping: Math.max(0, totals.deliveryCost - totals.discountShipping),
    ...(totals.voucherCode ? { voucherCode: totals.voucherCode } : {}),
    items: order.lines
      .filter((line) => !line.gift)
      .map((line) => ({
        productId: line.productId,
        sku: line.sku,
        color: line.display.options.color.slug,
        name: line.display.name,
        brand: line.display.brand.name,
        quantity: line.quantity,
        price: line.unitPrice,
      })),
  };
}
