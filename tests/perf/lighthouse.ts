/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, Lighthouse's median of
 * LH_RUNS runs, 3 by default) on home, listing, product, search and brand pages of every
 * budget locale, as a first visit, against a shop it starts on the built dist/ (DIST_DIR) with
 * a fresh database, on port BENCH_PORT (18660). Prints a table of the scores, metrics and
 * initial JS per page, then the budget check of tests/perf/budgets.json against the targets,
 * and exits non-zero when a page is over budget. Accessibility, best practices and SEO are
 * reported against their goal without failing the bench. LH_REPORT_DIR=dir also writes each
 * page's median report there as HTML and as JSON. LH_PAGES=home,listing measures only those
 * kinds of page (a quick look while working; the budget verdict is only whole with every page).
 *
 * The build is checked before the bench's heavy modules load, so a missing one fails at once.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBuilt } from '../../scripts/perf/built-app';

async function main(): Promise<number> {
  const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
  const distDir = process.env.DIST_DIR ?? join(root, 'dist');
  const runs = Number(process.env.LH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LH_RUNS must be 1 or more: ${runs}`);
  assertBuilt(distDir);
  const { runBench } = await import('./lighthouse-bench');
  return runBench({
    root,
    distDir,
    runs,
    port: Number(process.env.BENCH_PORT ?? 18660),
    reportDir: process.env.LH_REPORT_DIR,
    only: (process.env.LH_PAGES ?? '').split(',').filter(Boolean),
  });
}

process.exitCode = await main().catch((error: unknown) => {
  console.error((error as Error).message);
  return 1;
});
