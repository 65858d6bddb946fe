/**
 * The Lighthouse bench's output: one row per page, then every number on the wrong side of its
 * budget (tests/perf/budgets.json). The bench judges the targets: the Lighthouse limits and the
 * initial-JS target (npm test holds initial JS to its ceiling instead); accessibility, best
 * practices and SEO are held to their goal, reported but not enforced.
 */
import {
  LIGHTHOUSE_GOALS,
  LIGHTHOUSE_LIMITS,
  describeMisses,
  kilobytes,
  type Budgets,
  type Check,
  type LighthouseGoal,
  type LighthouseLimit,
} from '../../scripts/perf/budgets';
import { pageName, type PerfPage } from '../../scripts/perf/perf-pages';
import { formatTable } from '../../scripts/perf/table';
import type { Sample } from './lighthouse-run';

export interface PageResult {
  page: PerfPage;
  sample: Sample;
  initialJsBytes: number;
}

const HEADER = [
  'page',
  'score',
  'LCP ms',
  'TBT ms',
  'CLS',
  'initial JS kB',
  'a11y',
  'best-practices',
  'SEO',
];

const int = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));

function row({ page, sample, initialJsBytes }: PageResult): string[] {
  return [
    pageName(page),
    int(sample.performance),
    int(sample.lcpMs),
    int(sample.tbtMs),
    Number.isNaN(sample.cls) ? '–' : sample.cls.toFixed(3),
    kilobytes(initialJsBytes).toFixed(1),
    int(sample.accessibility),
    int(sample.bestPractices),
    int(sample.seo),
  ];
}

/** A value Lighthouse could not measure counts as missing its limit, never as within it. */
const measured = (value: number, min: boolean) =>
  Number.isNaN(value) ? (min ? -Infinity : Infinity) : value;

function checksOf(budgets: Budgets, { page, sample, initialJsBytes }: PageResult) {
  const name = pageName(page);
  const limits: Check[] = (Object.keys(LIGHTHOUSE_LIMITS) as LighthouseLimit[]).map((key) => {
    const { label, unit, min } = LIGHTHOUSE_LIMITS[key];
    const value = measured(key === 'cls' ? sample.cls : Math.round(sample[key]), min);
    return {
      page: name,
      what: label,
      value,
      limit: budgets.lighthouse.limits[key],
      min,
      kind: 'target',
      unit,
    };
  });
  limits.push({
    page: name,
    what: 'initial JS',
    value: kilobytes(initialJsBytes),
    limit: budgets.initialJsKb[page.kind].target,
    min: false,
    kind: 'target',
    unit: ' kB',
  });
  const goals: Check[] = (Object.keys(LIGHTHOUSE_GOALS) as LighthouseGoal[]).map((key) => ({
    page: name,
    what: LIGHTHOUSE_GOALS[key],
    value: measured(sample[key], true),
    limit: budgets.lighthouse.goals[key],
    min: true,
    kind: 'goal',
    unit: '',
  }));
  return { limits, goals };
}

export function budgetReport(budgets: Budgets, results: readonly PageResult[]) {
  const checks = results.map((result) => checksOf(budgets, result));
  return {
    table: formatTable(HEADER, results.map(row)),
    misses: describeMisses(checks.flatMap((c) => c.limits)),
    belowGoal: describeMisses(checks.flatMap((c) => c.goals)),
  };
}
