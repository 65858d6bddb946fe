import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SiteRuntime } from '../catalogue/types';
import type { CartState } from './cart-repository';
import { priceCartState, type PricedCartState } from './price-cart-state';

/**
 * Prices a cart as `site` shows it in `lang`, with the catalogue and the campaigns running now:
 * what every cart answer and every order is priced by. A held voucher the server cannot use is
 * logged on `log`.
 */
export function cartPricer(
  app: FastifyInstance,
  site: SiteRuntime,
  lang: string,
  log: FastifyBaseLogger = app.log,
): (state: CartState) => PricedCartState {
  return (state) => {
    const priced = priceCartState(state, {
      view: app.catalogue.view,
      campaigns: app.campaigns.current.forCurrency(site.currency),
      site,
      lang,
      now: app.campaigns.now(),
    });
    if (priced.voucherProblem)
      log.warn({ problem: priced.voucherProblem }, 'held voucher cannot be used');
    return priced;
  };
}
