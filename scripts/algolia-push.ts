/**
 * `npm run algolia:push -- --app-id X --admin-key Y [--dry-run]`: pushes the local engine's
 * indexes (records, settings, replicas, rules, query suggestions) to a hosted Algolia app with
 * the algoliasearch full client. Reads the catalogue from the database the server uses
 * (DATA_DIR or DATABASE_URL, as `npm run serve`); run `npm run seed` first. Not run in CI.
 */
import { algoliasearch, type IndexSettings, type Rule } from 'algoliasearch';
import { loadCatalogue } from '../src/server/catalogue/repository';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import {
  buildPushPayload,
  createSearchService,
  readPushArguments,
  readSortOptions,
  type PushIndex,
} from '../src/server/search';
import { loadSites } from '../src/server/sites/load-sites';

async function push(appId: string, adminKey: string, indexes: PushIndex[]): Promise<void> {
  const client = algoliasearch(appId, adminKey);
  for (const index of indexes) {
    const { indexName } = index;
    const settings = await client.setSettings({
      indexName,
      indexSettings: index.settings as IndexSettings,
    });
    await client.waitForTask({ indexName, taskID: settings.taskID });
    if (index.records) {
      const cleared = await client.clearObjects({ indexName });
      await client.waitForTask({ indexName, taskID: cleared.taskID });
      await client.saveObjects({
        indexName,
        objects: index.records as Array<Record<string, unknown>>,
        batchSize: 1000,
        waitForTasks: true,
      });
    }
    if (index.rules.length > 0) {
      await client.saveRules({
        indexName,
        rules: index.rules as unknown as Rule[],
        clearExistingRules: true,
      });
    }
    console.log(
      `${indexName}: ${index.kind}, ${index.records?.length ?? 0} records, ${index.rules.length} rules`,
    );
  }
}

async function main(): Promise<void> {
  const args = readPushArguments(process.argv.slice(2), process.env);
  const config = loadConfig(process.env);
  // Reads an existing catalogue: a missing embedded database is an error, not a new one.
  const handle = await openDatabase({ ...config, create: false });
  try {
    await handle.migrate();
    const catalogue = await loadCatalogue(handle.db);
    if (catalogue.products.length === 0)
      throw new Error('The database has no products: run npm run seed first');
    const sites = await loadSites(config.publicDir);
    const sortOptions = Object.fromEntries(
      sites.map((s) => [s.folder, readSortOptions(s.folder, config.publicDir)]),
    );
    const payload = buildPushPayload(createSearchService(catalogue, sites, sortOptions));
    if (args.dryRun) {
      for (const index of payload)
        console.log(
          `${index.indexName}: ${index.kind}, ${index.records?.length ?? 0} records, ${index.rules.length} rules`,
        );
      return;
    }
    await push(args.appId, args.adminKey, payload);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
