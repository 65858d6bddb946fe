/** What placing an order is asked (reserve-order.ts, reprice-order.ts) and what it answers. */
import type { Cart } from '../../shared/domain/cart';
import type { ServerErrorCode } from '../../shared/domain/errors';
import type { CartState } from '../cart/cart-repository';
import type { PricedCartState } from '../cart/price-cart-state';
import type { SessionUse } from '../session/session-repository';
import type { CheckoutChoices } from './order-snapshot';

export interface OrderRequest {
  session: SessionUse;
  site: string;
  language: string;
  /** the signed-in shopper's subject, when there is one */
  accountId?: string;
  /** prices the cart as read inside the order's transaction, as the cart calls price it */
  price: (state: CartState) => PricedCartState;
  /**
   * the checkout's choices, or how to read them from the cart as priced inside the order's
   * transaction (what it lacks refuses the order: 'incomplete')
   */
  checkout: CheckoutChoices | ((cart: Cart) => CheckoutChoices | { missing: string[] });
  /**
   * the total the shopper confirmed at review (minor units): a cart that prices otherwise now
   * is refused ('price-changed') rather than charged a total they never saw
   */
  expectedTotal?: number;
}

export interface ReservedOrder {
  id: string;
  reference: string;
  currency: string;
  total: number;
  /** the priced cart the order was made from */
  cart: Cart;
}

export type ReserveOutcome =
  | { outcome: 'reserved'; order: ReservedOrder }
  /** the session has expired or never was */
  | { outcome: 'no-session' }
  /** nothing of the shopper's own to order */
  | { outcome: 'empty' }
  /** these skus cannot be ordered in the quantities asked (spec §8 UNAVAILABLE_ITEMS) */
  | { outcome: 'unavailable'; skus: string[] }
  /**
   * the voucher the cart holds no longer applies (another order used a single-use one, it
   * expired): the shopper is told, never charged more than the bag they confirmed showed
   */
  | { outcome: 'voucher-refused'; code: string; errorCode: ServerErrorCode }
  /** an order of this session still waits for its payment; its reference */
  | { outcome: 'in-progress'; reference: string }
  /** the cart lacks what an order needs: a delivery address, the consumer, a shipping option */
  | { outcome: 'incomplete'; missing: string[] }
  /** the tax, calculated at checkout, is not DONE for the cart as it is (its taxStatus) */
  | { outcome: 'tax-not-calculated'; taxStatus: Cart['taxStatus'] }
  /** the cart's total now, unlike the expected one */
  | { outcome: 'price-changed'; total: number; currency: string };
