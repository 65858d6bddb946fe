/**
 * `npm run check:initial-js` (part of `npm test`, right after the build): the initial JS of
 * every budget page (scripts/perf/initial-js.ts) against tests/perf/budgets.json. Fails when a
 * page is over its ceiling, saying by how much; the distance to the target is printed too.
 * Deterministic: it reads the build, it runs no browser. DIST_DIR picks another build.
 */
import { fileURLToPath } from 'node:url';
import { describeMisses, kilobytes, readBudgets, type Check } from './perf/budgets';
import { assertBuilt } from './perf/built-app';
import { measureInitialJs } from './perf/measure-initial-js';
import { brandsPathname, pageName, perfPages, seedRefs } from './perf/perf-pages';
import { formatTable } from './perf/table';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const distDir = process.env.DIST_DIR ?? `${root}/dist`;
const over = (value: number, limit: number) => (value > limit ? (value - limit).toFixed(1) : '–');

async function main(): Promise<number> {
  assertBuilt(distDir);
  const budgets = readBudgets();
  const refs = seedRefs();
  const publicDir = new URL('../public/', import.meta.url);
  const pages = perfPages(
    budgets.locales,
    () => refs,
    (l) => brandsPathname(publicDir, l),
  );
  const measured = await measureInitialJs(root, distDir, pages);

  const checks: Check[] = [];
  const rows = measured.map(({ page, gzipBytes }) => {
    const { target, ceiling } = budgets.initialJsKb[page.kind];
    const value = kilobytes(gzipBytes);
    const base = { page: pageName(page), what: 'initial JS', value, unit: ' kB', min: false };
    checks.push({ ...base, limit: ceiling, kind: 'ceiling' });
    return [
      pageName(page),
      value.toFixed(1),
      String(target),
      over(value, target),
      String(ceiling),
      over(value, ceiling),
    ];
  });
  console.log('initial JS per route (gzip -9, kB = 1000 bytes)\n');
  console.log(
    formatTable(['route', 'kB', 'target', 'over target by', 'ceiling', 'over ceiling by'], rows),
  );
  const misses = describeMisses(checks);
  if (misses.length === 0) {
    console.log('\nevery route is within its ceiling');
    return 0;
  }
  console.error(`\n${misses.length} route(s) over their initial-JS ceiling:`);
  for (const miss of misses) console.error(`  ${miss}`);
  return 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error((error as Error).message);
  return 1;
});
