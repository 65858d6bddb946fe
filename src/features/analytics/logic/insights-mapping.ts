/**
 * Analytics events → Algolia Insights events (spec §7 search service "Insights events"):
 * - productClick → a click: `clickedObjectIDsAfterSearch` (queryID and position) when the card
 *   came from a search answer with clickAnalytics, else `clickedObjectIDs`;
 * - viewProduct → a view (`viewedObjectIDs`);
 * - addToCart → a conversion with subtype addToCart, objectData (price, discount, quantity)
 *   and currency; `addedToCartObjectIDsAfterSearch` (queryID) when the shopper reached the
 *   product from a search click in this tab;
 * - filterClick / filterView ("attribute:value") → a click or view of that facet filter
 *   (`clickedFilters`, `viewedFilters`);
 * - purchase → conversions with subtype purchase, one per index and 20 products (Algolia's
 *   limit), each product with its price, discount, quantity and, when the shopper reached it
 *   from a search, that search's queryID (`purchasedObjectIDsAfterSearch`), see
 *   toPurchaseEvents.
 * Other analytics events have no insights counterpart. Prices travel in major units (Algolia's
 * convention); the site's prices are minor units.
 */
import { toMajorUnits } from '../../../shared/domain/currency';
import type { TrackedEvent } from './track';

export const INSIGHTS_EVENT_NAMES = {
  click: 'Product Clicked',
  view: 'Product Viewed',
  addToCart: 'Product Added To Cart',
  purchase: 'Products Purchased',
  filterClick: 'Filter Clicked',
  filterView: 'Filter Viewed',
} as const;

/** One event in Algolia's Insights format (POST /1/events `{ events: [...] }`). */
export interface InsightsEvent {
  eventType: 'click' | 'view' | 'conversion';
  eventSubtype?: 'addToCart' | 'purchase';
  eventName: string;
  index: string;
  userToken: string;
  /** the products concerned; filter events name `filters` instead */
  objectIDs?: string[];
  filters?: string[];
  queryID?: string;
  positions?: number[];
  objectData?: { price: number; discount: number; quantity: number; queryID?: string }[];
  currency?: string;
  value?: number;
  timestamp: number;
}

export interface InsightsContext {
  /** the site's primary product index, used when the event names none */
  index: string;
  userToken: string;
  /** country of the site's prices (minor-unit decimals) */
  countryCode: string;
}

/** The search a product was clicked from, remembered until its add to cart. */
export interface SearchClick {
  queryID: string;
  index: string;
}

/** The record id of a product colour: the search records and favourites use `{productId}-{colour}`. */
export function variantObjectId(productId: string, colour?: string): string {
  return colour ? `${productId}-${colour}` : productId;
}

const QUERY_ID = /^[0-9a-f]{32}$/;

/** A search answer's queryID as clickAnalytics returns it (32 hex characters). */
export function isQueryId(value: string | undefined): value is string {
  return value !== undefined && QUERY_ID.test(value);
}

/** Algolia takes at most this many objectIDs in one event. */
const MAX_OBJECTS_PER_EVENT = 20;

type PurchaseEvent = Extract<TrackedEvent, { type: 'purchase' }>;
type ObjectData = NonNullable<InsightsEvent['objectData']>[number];

/**
 * The purchase of an order: its products grouped by the index their search was made on (the
 * site's own for those reached otherwise), 20 to an event.
 */
export function toPurchaseEvents(
  event: PurchaseEvent,
  context: InsightsContext,
  searchClickOf: (productId: string) => SearchClick | undefined = () => undefined,
): InsightsEvent[] {
  const major = (minor: number) => toMajorUnits(minor, event.countryCode);
  const byIndex = new Map<string, { objectIDs: string[]; objectData: ObjectData[] }>();
  for (const item of event.items) {
    const search = searchClickOf(item.productId);
    const index = search?.index ?? context.index;
    const group = byIndex.get(index) ?? { objectIDs: [], objectData: [] };
    byIndex.set(index, group);
    group.objectIDs.push(variantObjectId(item.productId, item.color));
    group.objectData.push({
      price: major(item.price.sale),
      discount: major(Math.max(0, item.price.list - item.price.sale)),
      quantity: Math.max(1, Math.round(item.quantity)),
      ...(search && { queryID: search.queryID }),
    });
  }
  const events: InsightsEvent[] = [];
  for (const [index, { objectIDs, objectData }] of byIndex) {
    for (let start = 0; start < objectIDs.length; start += MAX_OBJECTS_PER_EVENT) {
      const data = objectData.slice(start, start + MAX_OBJECTS_PER_EVENT);
      const value = data.reduce((sum, entry) => sum + entry.price * entry.quantity, 0);
      events.push({
        eventType: 'conversion',
        eventSubtype: 'purchase',
        eventName: INSIGHTS_EVENT_NAMES.purchase,
        index,
        userToken: context.userToken,
        timestamp: Math.round(event.timestamp),
        objectIDs: objectIDs.slice(start, start + MAX_OBJECTS_PER_EVENT),
        objectData: data,
        currency: event.currency,
        value: Math.round(value * 100) / 100,
      });
    }
  }
  return events;
}

export function toInsightsEvent(
  event: TrackedEvent,
  context: InsightsContext,
  searchClickOf: (productId: string) => SearchClick | undefined = () => undefined,
): InsightsEvent | null {
  const base = { userToken: context.userToken, timestamp: Math.round(event.timestamp) };
  switch (event.type) {
    case 'productClick': {
      const objectIDs = [event.objectID ?? variantObjectId(event.productId, event.color)];
      const index = event.index ?? context.index;
      const position = event.position;
      const afterSearch =
        isQueryId(event.queryID) &&
        position !== undefined &&
        Number.isInteger(position) &&
        position > 0;
      return afterSearch
        ? {
            ...base,
            eventType: 'click',
            eventName: INSIGHTS_EVENT_NAMES.click,
            index,
            objectIDs,
            queryID: event.queryID,
            positions: [position],
          }
        : { ...base, eventType: 'click', eventName: INSIGHTS_EVENT_NAMES.click, index, objectIDs };
    }
    case 'viewProduct':
      return {
        ...base,
        eventType: 'view',
        eventName: INSIGHTS_EVENT_NAMES.view,
        index: event.index ?? context.index,
        objectIDs: [event.objectID ?? variantObjectId(event.productId, event.color)],
      };
    case 'addToCart': {
      const search = searchClickOf(event.productId);
      const quantity = Math.max(1, Math.round(event.quantity));
      const price = event.price;
      const sale = price ? toMajorUnits(price.sale, context.countryCode) : undefined;
      const discount = price
        ? toMajorUnits(Math.max(0, price.list - price.sale), context.countryCode)
        : 0;
      return {
        ...base,
        eventType: 'conversion',
        eventSubtype: 'addToCart',
        eventName: INSIGHTS_EVENT_NAMES.addToCart,
        index: search?.index ?? context.index,
        objectIDs: [variantObjectId(event.productId, event.color)],
        ...(search && { queryID: search.queryID }),
        ...(price &&
          sale !== undefined && {
            objectData: [
              { price: sale, discount, quantity, ...(search && { queryID: search.queryID }) },
            ],
            currency: price.currency,
            value: Math.round(sale * quantity * 100) / 100,
          }),
      };
    }
    case 'filterClick':
    case 'filterView':
      // Algolia wants "attribute:value"; anything else is not a facet filter
      return /^[^:]+:.+$/.test(event.filter)
        ? {
            ...base,
            eventType: event.type === 'filterClick' ? 'click' : 'view',
            eventName: INSIGHTS_EVENT_NAMES[event.type],
            index: context.index,
            filters: [event.filter],
          }
        : null;
    default:
      return null;
  }
}
