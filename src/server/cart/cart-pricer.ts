/**
 * How every cart answer and every order is priced: as a site shows it in a language, with the
 * campaigns of the site's currency at the campaigns' time now (price-cart-state.ts). A held
 * voucher the server cannot use is logged, never shown.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Cart } from '../../shared/domain/cart';
import type { SiteRuntime } from '../catalogue/types';
import type { CartState } from './cart-repository';
import { priceCartState, type PricedCartState } from './price-cart-state';

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

/** The pricer of a cart call: its site and language, its log. */
export const requestPricer = (request: FastifyRequest) =>
  cartPricer(request.server, request.site, request.language, request.log);

/** The cart answer of `state` for this request: an account session's consumer names the account. */
export function cartAnswer(request: FastifyRequest, state: CartState): Cart {
  const { cart } = requestPricer(request)(state);
  const accountId = request.sessionAccountId;
  return accountId === null ? cart : { ...cart, consumer: { ...cart.consumer, accountId } };
}
