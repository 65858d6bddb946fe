/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, Lighthouse's median of
 * LH_RUNS runs, 3 by default) on home, listing, product, search and brand pages of every
 * budget locale, as a first visit, against a shop it starts on the built dist/ with a fresh
 * database (port BENCH_PORT, 18660 by default). Prints a table of the scores, metrics and
 * initial JS per page, then the budget check of tests/perf/budgets.json against the targets,
 * and exits non-zero when a page is over budget. Accessibility, best practices and SEO are
 * reported against their goal without failing the bench. LH_REPORT_DIR=dir also writes each
 * page's median report there as HTML.
 *
 * Rounds go through every page in turn (page 1, page 2 … then again), so a change in the
 * machine's load weighs on all pages alike; the load average is printed with the results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateReport, type Result } from 'lighthouse';
import { readBudgets } from '../../scripts/perf/budgets';
import { assertBuilt, measureInitialJs } from '../../scripts/perf/measure-initial-js';
import { pageName, perfPages, type PerfPage } from '../../scripts/perf/perf-pages';
import { removeDataDir, startShop } from '../e2e/support/server';
import { budgetReport } from './lighthouse-report';
import { medianRun, runLighthouse, sampleOf } from './lighthouse-run';
import { shopLocale, type ShopLocale } from './shop-refs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 18660);
const REPORT_DIR = process.env.LH_REPORT_DIR;
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const distDir = process.env.DIST_DIR ?? join(root, 'dist');

async function findPages(shopUrl: string, locales: readonly string[]): Promise<PerfPage[]> {
  const found = new Map<string, ShopLocale>();
  for (const locale of locales) found.set(locale, await shopLocale(shopUrl, locale));
  return perfPages(
    locales,
    (locale) => found.get(locale)!.refs,
    (locale) => found.get(locale)!.config.options.navigation.brandsPathname,
  );
}

async function main(): Promise<number> {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`LH_RUNS must be 1 or more, got ${RUNS}`);
  assertBuilt(distDir);
  const budgets = readBudgets();
  const shop = await startShop(PORT);
  try {
    const pages = await findPages(shop.url, budgets.locales);
    const initialJs = await measureInitialJs(root, distDir, pages);
    const runs = pages.map((): Result[] => []);
    for (let round = 1; round <= RUNS; round++) {
      for (const [i, page] of pages.entries()) {
        process.stderr.write(`round ${round}/${RUNS}: ${pageName(page)}\n`);
        runs[i]!.push(await runLighthouse(`${shop.url}${page.url}`));
      }
    }
    const medians = runs.map(medianRun);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      for (const [i, page] of pages.entries()) {
        const name = `${page.kind}-${page.locale.replaceAll('/', '-').slice(1)}.html`;
        writeFileSync(join(REPORT_DIR, name), generateReport(medians[i]!, 'html'));
      }
    }
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `Lighthouse mobile, simulated throttling, median of ${RUNS} (load average ${load})\n`,
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
    if (belowGoal.length > 0) {
      console.log(`\nbelow goal (reported, not enforced):`);
      for (const line of belowGoal) console.log(`  ${line}`);
    }
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

process.exitCode = await main().catch((error: unknown) => {
  console.error((error as Error).message);
  return 1;
});
