import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../platform/http/api-context';
import { useSite } from '../../../platform/site/site-context';
import { ApiError } from '../../../shared/api/api-error';
import { TAX_POLL_INTERVAL_MS, TAX_POLL_LIMIT } from '../../../shared/constants';
import type { Cart } from '../../../shared/domain/cart';
import { cartQueryOptions } from '../../cart/checkout';
import { useCalculateTax } from '../api/calculate-tax';
import { taxInputsKey } from '../logic/tax-inputs';

/** Why there is no tax to show: it failed or never came (spec §8), or the service throttles. */
export type TaxProblem = 'CART-TAX-CALC' | 'THROTTLED';

export interface TaxCalculationState {
  /** the site adds tax at checkout (SiteConfig catalog.taxCalculatedAtCheckout) */
  atCheckout: boolean;
  /** a calculation is asked for or awaited (spec §3 isTaxLoading) */
  isTaxLoading: boolean;
  problem: TaxProblem | null;
  /** asks for the tax again (the Retry button) */
  retry: () => void;
}

type Phase = { loading: true; problem: null } | { loading: false; problem: TaxProblem | null };

const IDLE: Phase = { loading: false, problem: null };
const LOADING: Phase = { loading: true, problem: null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Talon of the tax calculated at checkout (spec §4 "Tax"; the shipping step). Whenever the cart
 * can be taxed and what its tax is calculated from changes — a shipping option chosen, the
 * address saved again, or the step opened with the tax not yet done — it clears the last
 * problem, asks for the tax (POST /api/cart/calculate-tax), then reads the cart every
 * TAX_POLL_INTERVAL_MS while the tax is PENDING, TAX_POLL_LIMIT times at most: DONE ends it,
 * FAILED or still pending after the last read is the CART-TAX-CALC problem, a 429 THROTTLED.
 * Each start supersedes the one before, and leaving the step stops it. Elsewhere prices
 * include tax and it does nothing.
 *
 * Returns `{ atCheckout, isTaxLoading, problem, retry }`.
 */
export function useTaxCalculation(cart: Cart): TaxCalculationState {
  const atCheckout = useSite().config.catalog.taxCalculatedAtCheckout === true;
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync: askForTax } = useCalculateTax();
  const [phase, setPhase] = useState<Phase>(IDLE);
  const run = useRef(0);

  const calculate = useCallback(async () => {
    const id = ++run.current;
    const current = () => id === run.current;
    setPhase(LOADING);
    try {
      let status = (await askForTax()).taxStatus;
      for (let poll = 0; status === 'PENDING' && poll < TAX_POLL_LIMIT; poll++) {
        await wait(TAX_POLL_INTERVAL_MS);
        if (!current()) return;
        const read = await queryClient.fetchQuery({ ...cartQueryOptions(api), staleTime: 0 });
        status = read.taxStatus;
      }
      if (!current()) return;
      setPhase(status === 'DONE' ? IDLE : { loading: false, problem: 'CART-TAX-CALC' });
    } catch (error) {
      if (!current()) return;
      const throttled = error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS';
      setPhase({ loading: false, problem: throttled ? 'THROTTLED' : 'CART-TAX-CALC' });
    }
  }, [askForTax, queryClient, api]);

  const inputs = atCheckout ? taxInputsKey(cart) : null;
  const needed = cart.taxStatus === 'NOT_CALCULATED' || cart.taxStatus === 'PENDING';
  useEffect(() => {
    // only when what the tax is calculated from changes: a problem shown stays until retried
    if (inputs !== null && needed) void calculate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `needed` is read, not a trigger
  }, [inputs, calculate]);
  // leaving the step ends the polling
  useEffect(() => () => void run.current++, []);

  return {
    atCheckout,
    isTaxLoading: phase.loading,
    problem: phase.problem,
    retry: () => void calculate(),
  };
}
