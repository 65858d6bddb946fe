/** Changes a sku as a sale, an import or a buyer elsewhere would: straight in its table. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { skus } from '../../../src/server/db/schema';

export const setSku = (
  db: Database,
  sku: string,
  values: { availability?: number; stock?: number },
) => db.update(skus).set(values).where(eq(skus.sku, sku));
