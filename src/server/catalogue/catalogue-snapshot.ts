/**
 * Reads the catalogue view from the database: the revision and every catalogue table in one
 * repeatable-read snapshot, so the view is exactly the catalogue of that revision — never the
 * skus of a new catalogue beside the products of the old one while a reseed commits.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueRevision } from '../db/schema';
import { createCatalogueView, type CatalogueView } from './catalogue-view';
import { loadCatalogue } from './repository';

/** The committed catalogue revision; 0 before the catalogue was first written. */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevision.revision })
    .from(catalogueRevision)
    .where(eq(catalogueRevision.id, 1));
  return row?.revision ?? 0;
}

export async function loadCatalogueView(db: Database): Promise<CatalogueView> {
  return db.transaction(
    async (tx) => {
      const revision = await readCatalogueRevision(tx);
      return createCatalogueView(await loadCatalogue(tx), revision);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
