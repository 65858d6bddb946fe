import type { ApiClient } from '../../../platform/http/api-client';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import type { Cart } from '../../../shared/domain/cart';
import { useCartWrite } from '../../cart/checkout';

/**
 * POST /api/cart/calculate-tax: asks for the tax of the cart as it is, for its delivery address;
 * the answer is the cart with its tax PENDING (docs/api.md "Tax calculated at checkout").
 */
export const sendCalculateTax = (api: ApiClient) =>
  api.fetch<Cart>(CHECKOUT_API.calculateTax, { method: 'POST', body: {} });

export const useCalculateTax = () => useCartWrite((api: ApiClient) => sendCalculateTax(api));
