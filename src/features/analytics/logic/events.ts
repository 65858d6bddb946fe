/**
 * The analytics event catalogue (spec §7 "Analytics events"). One discriminated union, so a
 * caller cannot invent an event type and the payload of each type is checked at compile time.
 */
import type { CartItem } from '../../../shared/domain/cart';

/** Prices in minor units of `currency`. */
export interface EventPrice {
  list: number;
  sale: number;
  currency: string;
}

/**
 * What every change of the bag carries (spec §7): the line, the units added or removed, and
 * the action, always "primary" — the shopper's own line, never a gift a promotion added.
 */
interface CartUpdate {
  productId: string;
  sku: string;
  /** units added or removed by this action */
  quantity: number;
  color?: string;
  /** the bag line as the cart API answers it (spec §3 "Cart item") */
  cartItem: CartItem;
  action: 'primary';
}

/** A line of a paid order, as the purchase event carries it: unit prices in minor units. */
export interface PurchasedItem {
  productId: string;
  sku: string;
  /** the colour's slug: with productId, the search record's objectID */
  color?: string;
  name: string;
  brand: string;
  quantity: number;
  price: { list: number; sale: number };
}

export type AnalyticsEvent =
  | { type: 'emptySearch'; query: string }
  | { type: 'pageNotFound'; path: string; referrer?: string }
  | { type: 'pageLoad'; path: string }
  | { type: 'languageChange'; from: string; to: string }
  | { type: 'addToFavorites' | 'removeFromFavorites'; productId: string; color?: string }
  | { type: 'filterView' | 'filterClick'; filter: string }
  | {
      type: 'productClick' | 'viewProduct';
      productId: string;
      color?: string;
      /** 1-based position in the results, across pages */
      position?: number;
      /** clickAnalytics: the search that showed the product, for insights click events */
      queryID?: string;
      objectID?: string;
      index?: string;
    }
  | { type: 'impression'; productIds: string[]; list: string }
  | { type: 'categoryNavClick'; label: string; path: string }
  | { type: 'trayMenu' | 'trayImpression'; tray: string }
  | { type: 'revealDesigner'; brand: string }
  | {
      /**
       * a checkout step opened. The first after the bag (shipping) carries the bag, what it
       * costs (minor units) and `startedCheckout`: it is also the marketing service's "Started
       * Checkout" (spec §7), one event, so the catalogue's entry list stays as small as it is
       */
      type: 'checkoutStep';
      step: string;
      startedCheckout?: { itemCount: number; value: number; currency: string };
    }
  | { type: 'clickCart' }
  | {
      /** the basket page opened: its lines and what they cost (minor units) */
      type: 'viewCart';
      cartItems: CartItem[];
      itemCount: number;
      value: number;
      currency: string;
    }
  | (CartUpdate & {
      type: 'addToCart';
      /** unit prices (sale is what is paid), for insights */
      price?: EventPrice;
    })
  | (CartUpdate & { type: 'removeFromCart' })
  | {
      /**
       * an order paid (the complete page sends it once per order): a tag manager's purchase,
       * and the insights "purchased" conversion of its products. Amounts in minor units of
       * `currency`, whose decimals are those of `countryCode` (the order's site)
       */
      type: 'purchase';
      orderReference: string;
      currency: string;
      countryCode: string;
      /** what the shopper paid */
      value: number;
      tax: number;
      shipping: number;
      voucherCode?: string;
      items: PurchasedItem[];
    }
  | { type: 'signIn' | 'signOut' | 'accountCreation' | 'forgotPassword'; email?: string };

export type AnalyticsEventType = AnalyticsEvent['type'];

/** Every known type, for the run-time check of events that arrive untyped (spec: unknown rejects). */
export const ANALYTICS_EVENT_TYPES: ReadonlySet<string> = new Set<AnalyticsEventType>([
  'emptySearch',
  'pageNotFound',
  'pageLoad',
  'languageChange',
  'addToFavorites',
  'removeFromFavorites',
  'filterView',
  'filterClick',
  'productClick',
  'viewProduct',
  'impression',
  'categoryNavClick',
  'trayMenu',
  'trayImpression',
  'revealDesigner',
  'checkoutStep',
  'viewCart',
  'clickCart',
  'addToCart',
  'removeFromCart',
  'purchase',
  'signIn',
  'signOut',
  'accountCreation',
  'forgotPassword',
]);
