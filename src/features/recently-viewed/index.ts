/**
 * Recently viewed: the last 20 products the shopper opened on this device (local storage,
 * newest first, per site), each with a snapshot that renders offline; the product page's tray.
 */
export {
  RecentlyViewedTray,
  type RecentlyViewedTrayProps,
} from './components/recently-viewed-tray';
export {
  RecentlyViewedList,
  type RecentlyViewedListProps,
} from './components/recently-viewed-list';
export { useRecentlyViewed, useRecordProductView } from './hooks/use-recently-viewed';
export {
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  type RecentlyViewedEntry,
} from './store/recently-viewed-list';
