/**
 * The shop's tax service: the reference server's own, standing where a hosted tax service would
 * (one that is asked for a cart's tax and answers a moment later, never within the shop's
 * request). It computes the tax from its rate table (compute-tax.ts) after its answer time.
 *
 * Journeys and API suites can make it behave as a real one does on a bad day, per server
 * (each app has its own; the test hook POST /__test/tax sets it, docs/api.md "Test hooks"):
 * 'slow' answers after `delayMs`, 'fail' answers "Tax Calculation Error", 'throttle' refuses
 * new requests ("Too Many Tax Calculation Requests"); 'normal' is how it always starts.
 */
import { computeTax } from './compute-tax';
import type { TaxRequest } from './tax-request';

export const TAX_MODES = ['normal', 'slow', 'fail', 'throttle'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** How long the service takes to answer in 'normal' and 'fail' mode. */
export const TAX_ANSWER_MS = 150;
/** 'slow' without a delay of its own: longer than the app polls (spec §9: 500 ms × 10). */
export const TAX_SLOW_MS = 8_000;

/** The service's messages (spec §8 "Tax"). */
export const TAX_CALCULATION_ERROR = 'Tax Calculation Error';
export const TAX_THROTTLED = 'Too Many Tax Calculation Requests';

export type TaxOutcome =
  { status: 'DONE'; totalTax: number; shippingTax: number } | { status: 'FAILED'; message: string };

export interface TaxServiceSettings {
  mode: TaxMode;
  /** the answer time in 'slow' mode */
  delayMs: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

export class TaxService {
  #settings: TaxServiceSettings = { mode: 'normal', delayMs: TAX_SLOW_MS };

  get settings(): TaxServiceSettings {
    return { ...this.#settings };
  }

  configure(mode: TaxMode, delayMs: number = TAX_SLOW_MS): TaxServiceSettings {
    this.#settings = { mode, delayMs };
    return this.settings;
  }

  /** Whether the service takes a new request now (not while it throttles). */
  accepts(): boolean {
    return this.#settings.mode !== 'throttle';
  }

  /** The tax of `request`, answered after the service's answer time; `signal` gives up. */
  async calculate(request: TaxRequest, signal: AbortSignal): Promise<TaxOutcome> {
    const { mode, delayMs } = this.#settings;
    await wait(mode === 'slow' ? delayMs : TAX_ANSWER_MS, signal);
    if (mode === 'fail') return { status: 'FAILED', message: TAX_CALCULATION_ERROR };
    const tax = computeTax(request);
    if ('error' in tax) return { status: 'FAILED', message: TAX_CALCULATION_ERROR };
    return { status: 'DONE', ...tax };
  }
}
