/**
 * Opens the database, applies migrations, seeds the demo catalogue into a new database (and the
 * demo promotions into one that never had any), and exposes `app.db`. Closing the app closes
 * the database (graceful shutdown).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedIfEmpty } from '../catalogue/seed-if-empty';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { seedPromotionsOnce } from '../seed/promotions/seed-promotions';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /** NOTIFY on a channel, from any instance (db/client.ts `listen`); stop before closing */
    listenToDatabase: DatabaseHandle['listen'];
  }
}

async function dbPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const started = performance.now();
  const handle = await openDatabase(config);
  try {
    await handle.migrate(async (db) => {
      await seedIfEmpty(db, config.seedProducts, app.log, handle);
      await seedPromotionsOnce(db, app.log);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.addHook('onClose', async () => {
    await handle.close();
    app.log.info('database closed');
  });
  app.log.info(
    { kind: handle.kind, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.decorate('listenToDatabase', handle.listen);
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
