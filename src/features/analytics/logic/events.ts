/**
 * The analytics event catalogue (spec §7 "Analytics events"). One discriminated union, so a
 * caller cannot invent an event type and the payload of each type is checked at compile time.
 */
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
  | { type: 'checkoutStep'; step: string }
  | { type: 'viewCart' | 'clickCart' }
  | {
      type: 'addToCart';
      productId: string;
      sku: string;
      quantity: number;
      color?: string;
      /** unit prices in minor units of `currency` (sale is what is paid), for insights */
      price?: { list: number; sale: number; currency: string };
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
  'signIn',
  'signOut',
  'accountCreation',
  'forgotPassword',
]);
