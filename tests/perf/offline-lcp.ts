/**
 * `npm run bench:offline`: navigation-to-LCP of a repeat visit, served online and then offline
 * (the shop stopped and the browser offline), median of 5 each, with the ratio. Target:
 * offline ≤ 300 ms unthrottled and no slower than online. Runs on the built dist (DIST_DIR or
 * dist/) on BENCH_PORT (18650).
 */
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDataDir, startShop } from '../e2e/support/server';

const RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 18650);
const PATHS = ['/gb/en/', '/gb/en/women/clothing/dresses'];

/** LCP start time of the current document, read once the page has settled. */
async function lcp(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
      }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(page: Page, path: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await lcp(page, path));
  return median(times);
}

async function main(): Promise<void> {
  const shop = await startShop(PORT);
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    baseURL: shop.url,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // First visit: the worker installs, content is warmed, the pages are seen once.
    await page.goto(PATHS[0]!);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    for (const path of PATHS) await lcp(page, path);

    const online = PATHS.map(() => 0);
    for (const [i, path] of PATHS.entries()) online[i] = await measure(page, path);
    await shop.stop();
    await context.setOffline(true);
    const offline = PATHS.map(() => 0);
    for (const [i, path] of PATHS.entries()) offline[i] = await measure(page, path);

    console.log(`navigation → LCP, repeat visit, median of ${RUNS} (ms)`);
    for (const [i, path] of PATHS.entries()) {
      const ratio = offline[i]! / online[i]!;
      console.log(
        `${path.padEnd(32)} online ${online[i]!.toFixed(0).padStart(5)}  offline ${offline[i]!.toFixed(0).padStart(5)}  offline/online ${ratio.toFixed(2)}`,
      );
    }
  } finally {
    await context.close();
    await shop.stop();
    removeDataDir(shop.dataDir);
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
