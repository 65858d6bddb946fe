/**
 * A shop of a spec's own, beside the one globalSetup starts: its journeys stop and start it, so
 * the network is really gone for the page and its service worker alike. Registers the
 * beforeAll/afterAll hooks and returns a getter for the running shop.
 */
import { test } from '@playwright/test';
import { E2E_PORT } from '../../../playwright.config';
import { removeDataDir, startShop, type RunningShop, type ShopOptions } from './server';

/**
 * The port of a spec's own shop: `offset` after E2E_PORT, in a block of ten per worker, so
 * specs running at once in two workers never meet on a port.
 */
export function ownShopPort(offset: number): number {
  return E2E_PORT + offset + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function ownShopForSpec(portOffset = 1, options: ShopOptions = {}): () => RunningShop {
  let shop: RunningShop | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // a first start builds the catalogue view and search indexes
    shop = await startShop(ownShopPort(portOffset), undefined, options);
  });
  test.afterAll(async () => {
    await shop?.stop();
    if (shop) removeDataDir(shop.dataDir);
  });
  return () => {
    if (!shop) throw new Error('shop not started');
    return shop;
  };
}
