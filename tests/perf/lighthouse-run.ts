/**
 * One Lighthouse run on one URL, in Debian's Chromium started by chrome-launcher with the
 * journeys' browser flags (playwright.config.ts) plus headless and no sandbox. Lighthouse's
 * defaults apply: a mobile device with simulated throttling, and storage, caches and service
 * workers cleared before the page loads, so every run is a first visit.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import playwrightConfig from '../../playwright.config';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The numbers a page is reported with; scores 0–100, times in ms. */
export interface Sample {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

function chromium(): { path: string; flags: string[] } {
  const launchOptions = playwrightConfig.use?.launchOptions;
  return {
    path: launchOptions?.executablePath ?? '/usr/bin/chromium',
    flags: [...(launchOptions?.args ?? []), '--headless=new', '--no-sandbox'],
  };
}

export async function runLighthouse(url: string): Promise<Result> {
  const { path, flags } = chromium();
  const chrome = await launch({ chromePath: path, chromeFlags: flags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own median run: the run closest to the median first paint and interactive. */
export const medianRun = (runs: readonly Result[]): Result => computeMedianRun([...runs]);

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value == null ? Number.NaN : Math.round(value * 100);
};
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

export function sampleOf(lhr: Result): Sample {
  return {
    performance: score(lhr, 'performance'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
  };
}
