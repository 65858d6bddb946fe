import type { FullConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { removeDataDir, startShop } from './server';

/** One shop for the online journeys, on E2E_PORT, with a fresh database. Needs `npm run build`. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first');
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8090';
  const shop = await startShop(Number(new URL(baseURL).port));
  return async () => {
    await shop.stop();
    removeDataDir(shop.dataDir);
  };
}
