/**
 * The Lighthouse bench behind `npm run bench:lighthouse` (lighthouse.ts): starts the shop on the
 * build with a fresh database, finds the pages, runs Lighthouse on each in rounds, and reports.
 *
 * Rounds go through every page in turn (page 1, page 2 … then again), so a change in the
 * machine's load weighs on all pages alike; the load average is printed with the results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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
    const name = `${page.kind}-${page.locale.replaceAll('/', '-').slice(1)}.html`;
    writeFileSync(join(dir, name), generateReport(medians[i]!, 'html'));
  }
}

/** Runs the bench; resolves to the exit code (1 when a page is over budget). */
export async function runBench({ root, distDir, runs, port, reportDir }: BenchOptions) {
  const budgets = readBudgets();
  const shop = await startShop(port);
  try {
    const pages = await findPages(shop.url, budgets.locales);
    const initialJs = await measureInitialJs(root, distDir, pages);
    const medians = await medianRuns(shop.url, pages, runs);
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
  } finally {
    await shop.stop();
    removeDataDir(shop.dataDir);
  }
}
