import type { FullConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDataDir, SHOP_TEMPLATE_ENV, startShop } from './server';

/**
 * One shop for the online journeys, on E2E_PORT, with a fresh database. Needs `npm run build`.
 * The database is first made by a real first start on a template directory, stopped cleanly;
 * the shop and every spec's own shop then start on a copy of it (server.ts), so the demo
 * catalogue is seeded once a run rather than once a shop.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first');
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8090';
  const port = Number(new URL(baseURL).port);
  const template = await startShop(port, mkdtempSync(join(tmpdir(), 'vitrine-e2e-template-')));
  await template.stop();
  process.env[SHOP_TEMPLATE_ENV] = template.dataDir;
  const shop = await startShop(port);
  return async () => {
    await shop.stop();
    removeDataDir(shop.dataDir);
    removeDataDir(template.dataDir);
  };
}
