/**
 * The performance budgets of issue 10, checked in at tests/perf/budgets.json. Lighthouse limits
 * hold for every page; the initial-JS budget is per kind of page, with a target (the goal) and a
 * ceiling (today's size: `npm test` fails above it, so no change makes a page heavier; the
 * ceilings come down to the targets as the work on first visits lands). Sizes are kB of gzip,
 * 1 kB = 1,000 bytes, as in Vite's build report.
 */
import { readFileSync } from 'node:fs';

export const PAGE_KINDS = ['home', 'listing', 'product', 'search', 'brand'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Lighthouse numbers a page is held to: a score from 0 to 100 at least, the rest at most. */
export const LIGHTHOUSE_LIMITS = {
  performance: { label: 'performance score', unit: '', min: true },
  lcpMs: { label: 'LCP', unit: ' ms', min: false },
  tbtMs: { label: 'TBT', unit: ' ms', min: false },
  cls: { label: 'CLS', unit: '', min: false },
} as const;
/** Categories reported against a goal that does not fail the bench. */
export const LIGHTHOUSE_GOALS = {
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
} as const;

export type LighthouseLimit = keyof typeof LIGHTHOUSE_LIMITS;
export type LighthouseGoal = keyof typeof LIGHTHOUSE_GOALS;

export interface Budgets {
  /** router bases the pages are measured in ("/gb/en") */
  locales: string[];
  lighthouse: { limits: Record<LighthouseLimit, number>; goals: Record<LighthouseGoal, number> };
  initialJsKb: Record<PageKind, { target: number; ceiling: number }>;
}

/** Bytes as kB to one decimal, the unit of the initial-JS budgets. */
export const kilobytes = (bytes: number): number => Math.round(bytes / 100) / 10;

export const BUDGETS_FILE = new URL('../../tests/perf/budgets.json', import.meta.url);

function numbersOf<K extends string>(value: unknown, keys: readonly K[], where: string) {
  const record = (value ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    if (typeof record[key] !== 'number' || !Number.isFinite(record[key])) {
      throw new Error(`${where}.${key} must be a number in the budget file`);
    }
  }
  return record as Record<K, number>;
}

/** Reads and checks the budget file: a missing or misspelt budget is an error, not a pass. */
export function parseBudgets(text: string): Budgets {
  const raw = JSON.parse(text) as Record<string, unknown>;
  const locales = raw.locales;
  if (!Array.isArray(locales) || !locales.every((l) => typeof l === 'string' && /^\/\w/.test(l))) {
    throw new Error('locales must list router bases such as "/gb/en" in the budget file');
  }
  const lighthouse = (raw.lighthouse ?? {}) as Record<string, unknown>;
  const initialJs = (raw.initialJsKb ?? {}) as Record<string, unknown>;
  const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
  return {
    locales: locales as string[],
    lighthouse: {
      limits: numbersOf(lighthouse.limits, keysOf(LIGHTHOUSE_LIMITS), 'lighthouse.limits'),
      goals: numbersOf(lighthouse.goals, keysOf(LIGHTHOUSE_GOALS), 'lighthouse.goals'),
    },
    initialJsKb: Object.fromEntries(
      PAGE_KINDS.map((kind) => [
        kind,
        numbersOf(initialJs[kind], ['target', 'ceiling'], `initialJsKb.${kind}`),
      ]),
    ) as Budgets['initialJsKb'],
  };
}

export function readBudgets(file: URL | string = BUDGETS_FILE): Budgets {
  return parseBudgets(readFileSync(file, 'utf8'));
}

/** One measured number against one limit. */
export interface Check {
  page: string;
  /** "initial JS", "LCP", … */
  what: string;
  value: number;
  limit: number;
  /** the limit is a floor (scores) rather than a ceiling */
  min: boolean;
  /** "target", "ceiling", "goal" */
  kind: string;
  unit: string;
}

/** How far a value is on the wrong side of its limit; 0 when within. */
export function excess(check: Check): number {
  return Math.max(0, check.min ? check.limit - check.value : check.value - check.limit);
}

const round = (value: number) => Number(value.toFixed(3)).toString();

/** "home /gb/en/: initial JS 137.4 kB, over the 121 kB ceiling by 16.4 kB" for each miss. */
export function describeMisses(checks: readonly Check[]): string[] {
  return checks
    .filter((check) => excess(check) > 0)
    .map((c) => {
      if (!Number.isFinite(c.value)) {
        return `${c.page}: ${c.what} not measured (${c.kind} ${round(c.limit)}${c.unit})`;
      }
      const side = c.min ? 'under' : 'over';
      return `${c.page}: ${c.what} ${round(c.value)}${c.unit}, ${side} the ${round(c.limit)}${c.unit} ${c.kind} by ${round(excess(c))}${c.unit}`;
    });
}
