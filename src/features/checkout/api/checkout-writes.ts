import type { ApiClient } from '../../../platform/http/api-client';
import type { CartAddressBody, ConsumerBody } from '../../../shared/api/checkout';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import type { Cart } from '../../../shared/domain/cart';
import { useCartWrite } from '../../cart/checkout';

/** POST /api/checkout/consumer: the shopper's name, email and phone, on the cart. */
export const sendConsumer = (api: ApiClient, body: ConsumerBody) =>
  api.fetch<Cart>(CHECKOUT_API.checkoutConsumer, { method: 'POST', body });

/** POST /api/cart/address: a DELIVERY or BILLING address, checked by its country's rules. */
export const sendAddress = (api: ApiClient, body: CartAddressBody) =>
  api.fetch<Cart>(CHECKOUT_API.cartAddress, { method: 'POST', body });

/** POST /api/shipping: chooses one of the options the cart offers now. */
export const sendShippingOption = (api: ApiClient, id: string) =>
  api.fetch<Cart>(CHECKOUT_API.shipping, { method: 'POST', body: { id } });

export const useSendConsumer = () => useCartWrite(sendConsumer);
export const useSendAddress = () => useCartWrite(sendAddress);
export const useSendShippingOption = () => useCartWrite(sendShippingOption);
