/**
 * The Lighthouse bench behind `npm run bench:lighthouse` (lighthouse.ts): starts the shop on the
 * build with a fresh database, finds the pages, runs Lighthouse on each in rounds, and reports.
 *
 * Rounds go through every page in turn (page 1, page 2 … then again), so a change in the
 * machine's load weighs on all pages alike; the load average is printed with the results.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateReport, type Result } from 'lighthouse';
import { readBudgets } from '../../scripts/perf/budgets';
import { measureInitialJs } from '../../scripts/perf/measure-initial-js';
import { pageName, perfPages, type PerfPage } from '../../scripts/perf/perf-pages';
import { removeDataDir, startShop } from '../e2e/support/server';
import { budgetReport } from './lighthouse-report';
import { medianRun, runLighthouse, sampleOf } from './lighthouse-run';
import { shopLocale, type ShopLocale } from './shop-refs';

export interface BenchOptions {
  root: string;
  distDir: string;
  runs: number;
  port: number;
  /** where to write each page's median report as HTML, if anywhere */
  reportDir: string | undefined;
  /** page kinds to measure ("home", "listing" …); all when empty */
  only: readonly string[];
}

async function findPages(shopUrl: string, locales: readonly string[]): Promise<PerfPage[]> {
  const found = new Map<string, ShopLocale>();
  for (const locale of locales) found.set(locale, await shopLocale(shopUrl, locale));
  return perfPages(
    locales,
    (locale) => found.get(locale)!.refs,
    (locale) => found.get(locale)!.config.options.navigation.brandsPathname,
  );
}

/**
 * A fresh database, seeded by `npm run seed` before the shop starts: on a busy machine, seeding
 * inside the shop's first start can outlast Fastify's plugin timeout and stop the start.
 */
function seededDataDir(root: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-lighthouse-'));
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/cli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 2, 2],
  });
  if (seed.status !== 0) {
    removeDataDir(dataDir);
    throw new Error(`seeding a database for the bench failed (exit ${seed.status})`);
  }
  return dataDir;
}

/**
 * Each page is asked for twice before it is measured: a shop serving shoppers has its code
 * compiled and warm, and a first visit measured against a server that just started would time
 * the JIT, not the page. Lighthouse's own browser profile still starts cold (no cache, no
 * worker), so what is measured is a shopper's first visit to a running shop.
 */
async function warmUp(shopUrl: string, pages: readonly PerfPage[]): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const page of pages) {
      const response = await fetch(`${shopUrl}${page.url}`, { headers: { accept: 'text/html' } });
      await response.arrayBuffer();
    }
  }
}

/** Lighthouse's median run per page, over `runs` rounds through all pages. */
async function medianRuns(shopUrl: string, pages: readonly PerfPage[], runs: number) {
  const results = pages.map((): Result[] => []);
  for (let round = 1; round <= runs; round++) {
    for (const [i, page] of pages.entries()) {
      process.stderr.write(`round ${round}/${runs}: ${pageName(page)}\n`);
      results[i]!.push(await runLighthouse(`${shopUrl}${page.url}`));
    }
  }
  return results.map(medianRun);
}

function writeReports(dir: string, pages: readonly PerfPage[], medians: readonly Result[]) {
  mkdirSync(dir, { recursive: true });
  for (const [i, page] of pages.entries()) {
    const name = `${page.kind}-${page.locale.replaceAll('/', '-').slice(1)}`;
    writeFileSync(join(dir, `${name}.html`), generateReport(medians[i]!, 'html'));
    // the same report as data, for reading its audits (long tasks, bootup time) with a script
    writeFileSync(join(dir, `${name}.json`), generateReport(medians[i]!, 'json'));
  }
}

/** Runs the bench; resolves to the exit code (1 when a page is over budget). */
export async function runBench({ root, distDir, runs, port, reportDir, only }: BenchOptions) {
  const budgets = readBudgets();
  const dataDir = seededDataDir(root);
  const shop = await startShop(port, dataDir).catch((error: unknown) => {
    removeDataDir(dataDir);
    throw error;
  });
  let pages: PerfPage[];
  let medians: Result[];
  try {
    pages = (await findPages(shop.url, budgets.locales)).filter(
      (page) => only.length === 0 || only.includes(page.kind),
    );
    await warmUp(shop.url, pages);
    medians = await medianRuns(shop.url, pages, runs);
  } finally {
    await shop.stop();
    removeDataDir(shop.dataDir);
  }
  // Measured with the shop stopped: the Vite config this starts rewrites public/'s content data.
  const initialJs = await measureInitialJs(root, distDir, pages);
  if (reportDir) writeReports(reportDir, pages, medians);

  const load = loadavg().map((l) => l.toFixed(1));
  console.log(
    `Lighthouse mobile, simulated throttling, median of ${runs} (load average ${load.join(' ')})\n`,
  );
  const { table, misses, belowGoal } = budgetReport(
    budgets,
    pages.map((page, i) => ({
      page,
      sample: sampleOf(medians[i]!),
      initialJsBytes: initialJs[i]!.gzipBytes,
    })),
  );
  console.log(table);
  if (belowGoal.length > 0) console.log(`\nbelow goal (reported, not enforced):`);
  for (const line of belowGoal) console.log(`  ${line}`);
  if (misses.length === 0) {
    console.log('\nevery page is within its budget');
    return 0;
  }
  console.error(`\n${misses.length} budget(s) exceeded:`);
  for (const line of misses) console.error(`  ${line}`);
  return 1;
}
