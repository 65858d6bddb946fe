/** The session's copy of its favourites: one row per session, the newest revision wins. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favouriteLists } from '../db/schema';

export interface FavouriteList {
  variantIds: string[];
  /** the client's clock (ms) when the list last changed; 0 for a session that never saved */
  revision: number;
}

export async function readFavourites(db: Database, sessionId: string): Promise<FavouriteList> {
  const [row] = await db
    .select({ variantIds: favouriteLists.variantIds, revision: favouriteLists.revision })
    .from(favouriteLists)
    .where(eq(favouriteLists.sessionId, sessionId));
  return row ?? { variantIds: [], revision: 0 };
}

/**
 * Stores the list unless the stored one is newer: a request replayed late from the outbox
 * never overwrites what the shopper did since. Answers the list now stored.
 */
export async function saveFavourites(
  db: Database,
  sessionId: string,
  list: FavouriteList,
): Promise<FavouriteList> {
  const variantIds = [...new Set(list.variantIds)];
  await db
    .insert(favouriteLists)
    .values({ sessionId, variantIds, revision: list.revision })
    .onConflictDoUpdate({
      target: favouriteLists.sessionId,
      set: {
        variantIds: sql`excluded.variant_ids`,
        revision: sql`excluded.revision`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${favouriteLists.revision} <= excluded.revision`,
    });
  return readFavourites(db, sessionId);
}
