/**
 * What the provider is asked for an order, by the payment method the shopper chose (docs/
 * payments.md): a card (encrypted fields or a stored card), PayPal (express from the basket),
 * iDEAL or Alipay, or a wallet's token, in the provider's (Adyen's) paymentMethod shapes; and
 * where its page sends the shopper back:
 * - a card's 3-D Secure page → the review step, which completes it (…/payment/details);
 * - PayPal's page → /complete?orderReference=…&paymentMethod=paypal, with PayPal's utr,
 *   pgTransactionId and status (completed with PUT …/payment/{orderReference});
 * - the bank's and Alipay's pages → /complete?orderReference=…&paymentMethod=ideal|alipay, with
 *   statusCode and redirectResult (completed with …/payment/details).
 */
import type { FastifyRequest } from 'fastify';
import type { PaymentBody } from '../../shared/api/checkout-payment';
import type { Cart } from '../../shared/domain/cart';
import { localeBase } from '../../shared/locale/locale-url';
import type { ProviderAddress } from '../../shared/payments/provider-methods-api';
import type { ReservedOrder } from '../orders/reserve-order';
import type { OrderPayment } from '../payments/provider-client';
import { shopperOfRequest } from './shopper-reference';

/** A page of the site and language the order was placed in, naming the order. */
function shopPage(request: FastifyRequest, path: string, query: Record<string, string>): string {
  const base = localeBase(request.site.folder, request.language);
  const search = new URLSearchParams(query).toString();
  return `${request.protocol}://${request.host}${base}${path}?${search}`;
}

/** The delivery address as PayPal's page shows it (Adyen's Address). */
function providerAddress(cart: Cart): ProviderAddress | undefined {
  const address = cart.addresses.find((candidate) => candidate.addressType === 'DELIVERY');
  if (!address) return undefined;
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  return {
    street: street.slice(0, 120),
    city: address.city.slice(0, 60),
    ...(address.postcode ? { postalCode: address.postcode.slice(0, 16) } : {}),
    ...(address.region ? { stateOrProvince: address.region.slice(0, 40) } : {}),
    country: address.countryCode,
  };
}

type ProviderParts = Omit<OrderPayment, 'orderReference' | 'amount'>;

export function providerPaymentOf(
  request: FastifyRequest,
  body: PaymentBody,
  order: ReservedOrder,
): ProviderParts {
  const reference = order.reference;
  const complete = (paymentMethod: string) =>
    shopPage(request, '/complete', { orderReference: reference, paymentMethod });
  const review = shopPage(request, '/checkout/review', { orderReference: reference });
  switch (body.paymentMethod) {
    case 'creditcard': {
      const card =
        'storedPaymentMethodId' in body.card
          ? body.card
          : { ...body.card, ...(body.holderName ? { holderName: body.holderName } : {}) };
      // a card is stored for, and a stored card pays only for, the session's shopper
      const shopper = { shopperReference: shopperOfRequest(request) };
      const storing = body.storeCard
        ? { storeCard: true, ...shopper }
        : 'storedPaymentMethodId' in body.card
          ? shopper
          : {};
      return { card, returnUrl: review, ...storing };
    }
    case 'paypal': {
      const address = body.express ? undefined : providerAddress(order.cart);
      return {
        method: { type: 'paypal', ...(body.express ? { subtype: 'express' as const } : {}) },
        returnUrl: complete('paypal'),
        countryCode: request.site.countryCode,
        ...(address ? { deliveryAddress: address } : {}),
      };
    }
    case 'ideal':
    case 'alipay':
      return { method: { type: body.paymentMethod }, returnUrl: complete(body.paymentMethod) };
    case 'googlepay':
      return {
        method: {
          type: 'googlepay',
          googlePayToken: body.walletToken,
          ...(body.cardNetwork ? { googlePayCardNetwork: body.cardNetwork } : {}),
        },
        returnUrl: review,
      };
    case 'applepay':
      return { method: { type: 'applepay', applePayToken: body.walletToken }, returnUrl: review };
  }
}
