/**
 * A lazy door of favourites (docs/architecture.md "Lazy doors"): the "saved, will be sent when
 * you're back online" status beside a heart, for pages that are chunks of their own (the
 * product page). It reads the outbox, which the header's heart never needs: exported from
 * index.ts, it would put the outbox in every page's entry.
 */
export { FavouritesSyncStatus } from './components/favourites-sync-status';
