/**
 * What a guest sees of an order (spec §3 "Order lookup"): the owner's view, less what the
 * order page does not need in full and a link passed on should not give away — e-mail
 * addresses keep their first three characters and their domain, phone numbers their last
 * three digits. Nothing of the payment beyond its method's name is in either view.
 */
import type { OrderAddress, OrderDetails } from '../../shared/api/order';

const MASK = '•';

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at === -1) return MASK.repeat(3);
  return `${email.slice(0, Math.min(3, at))}${MASK.repeat(3)}${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${MASK.repeat(Math.max(3, digits.length - 3))}${digits.slice(-3)}`;
}

function maskContact<T extends Record<string, unknown>>(record: T): T {
  const masked: Record<string, unknown> = { ...record };
  if (typeof masked.email === 'string') masked.email = maskEmail(masked.email);
  if (typeof masked.phoneNumber === 'string') masked.phoneNumber = maskPhone(masked.phoneNumber);
  return masked as T;
}

export function guestView(order: OrderDetails): OrderDetails {
  return {
    ...order,
    consumer: maskContact(order.consumer),
    deliveryAddress: order.deliveryAddress && maskContact<OrderAddress>(order.deliveryAddress),
    billingAddress: order.billingAddress && maskContact<OrderAddress>(order.billingAddress),
  };
}
