/**
 * The shopper's copy of their favourites, one row per owner, the newest revision wins: an
 * anonymous session's own list, or — once the session is an account's — the account's, which
 * every session of the account reads and writes, so favourites follow the shopper from one
 * device to another (issue 14). Signing in merges the session's list into the account's
 * (migration 0024's `favourites_union`).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountFavouriteLists, favouriteLists } from '../db/schema';

export interface FavouriteList {
  variantIds: string[];
  /** the client's clock (ms) when the list last changed; 0 for an owner that never saved */
  revision: number;
}

/** Whose list: an anonymous session's, or an account's. */
export type FavouritesOwner = { sessionId: string } | { accountId: string };

export async function readFavourites(db: Database, owner: FavouritesOwner): Promise<FavouriteList> {
  const columns = 'accountId' in owner ? accountFavouriteLists : favouriteLists;
  const where =
    'accountId' in owner
      ? eq(accountFavouriteLists.accountId, owner.accountId)
      : eq(favouriteLists.sessionId, owner.sessionId);
  const [row] = await db
    .select({ variantIds: columns.variantIds, revision: columns.revision })
    .from(columns)
    .where(where);
  return row ?? { variantIds: [], revision: 0 };
}

/**
 * Stores the list unless the stored one is newer: a request replayed late from the outbox
 * never overwrites what the shopper did since. Answers the list now stored.
 */
export async function saveFavourites(
  db: Database,
  owner: FavouritesOwner,
  list: FavouriteList,
): Promise<FavouriteList> {
  const variantIds = [...new Set(list.variantIds)];
  const set = {
    variantIds: sql`excluded.variant_ids`,
    revision: sql`excluded.revision`,
    updatedAt: sql`now()`,
  };
  if ('accountId' in owner) {
    await db
      .insert(accountFavouriteLists)
      .values({ accountId: owner.accountId, variantIds, revision: list.revision })
      .onConflictDoUpdate({
        target: accountFavouriteLists.accountId,
        set,
        setWhere: sql`${accountFavouriteLists.revision} <= excluded.revision`,
      });
  } else {
    await db
      .insert(favouriteLists)
      .values({ sessionId: owner.sessionId, variantIds, revision: list.revision })
      .onConflictDoUpdate({
        target: favouriteLists.sessionId,
        set,
        setWhere: sql`${favouriteLists.revision} <= excluded.revision`,
      });
  }
  return readFavourites(db, owner);
}
