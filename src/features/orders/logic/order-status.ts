import type { LabelKey } from '../../../platform/i18n/i18n';
import type { OrderStatus } from '../../../shared/api/order';

/** How each status reads to a shopper (spec §8 PENDING: the payment is still being confirmed). */
export const STATUS_LABELS: Record<OrderStatus, LabelKey> = {
  PAID: 'WEB.ORDER.STATUS.PAID',
  AWAITING_PAYMENT: 'WEB.ORDER.STATUS.AWAITING_PAYMENT',
  CANCELLED: 'WEB.ORDER.STATUS.CANCELLED',
};

/** Whether a status as a summary carries it (plain text) is one the shop knows. */
export const isOrderStatus = (status: string): status is OrderStatus =>
  Object.hasOwn(STATUS_LABELS, status);

/** Payment methods by the provider's brand code; another code reads as a plain payment. */
const PAYMENT_LABELS: Record<string, LabelKey> = {
  creditcard: 'WEB.ORDER.PAYMENT.CREDITCARD',
  scheme: 'WEB.ORDER.PAYMENT.CREDITCARD',
  paypal: 'WEB.ORDER.PAYMENT.PAYPAL',
  ideal: 'WEB.ORDER.PAYMENT.IDEAL',
  alipay: 'WEB.ORDER.PAYMENT.ALIPAY',
  googlepay: 'WEB.ORDER.PAYMENT.GOOGLEPAY',
  applepay: 'WEB.ORDER.PAYMENT.APPLEPAY',
};

export const paymentLabel = (brandCode: string): LabelKey =>
  PAYMENT_LABELS[brandCode.toLowerCase()] ?? 'WEB.ORDER.PAYMENT.OTHER';

/** Shipping methods (the checkout's STANDARD and EXPRESS) by name. */
export const shippingLabel = (method: string): LabelKey =>
  method === 'EXPRESS' ? 'WEB.CHECKOUT.SHIPPING.EXPRESS' : 'WEB.CHECKOUT.SHIPPING.STANDARD';
