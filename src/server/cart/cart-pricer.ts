/**
 * How every cart call prices its answer: as the request's site and language show it, with the
 * campaigns of the site's currency at the campaigns' time now (price-cart-state.ts). A held
 * voucher the server cannot use is logged, never shown.
 */
import type { FastifyRequest } from 'fastify';
import type { Cart } from '../../shared/domain/cart';
import type { CartState } from './cart-repository';
import { priceCartState, type PricedCartState } from './price-cart-state';

export const cartPricer =
  (request: FastifyRequest) =>
  (state: CartState): PricedCartState => {
    const { server: app } = request;
    const priced = priceCartState(state, {
      view: app.catalogue.view,
      campaigns: app.campaigns.current.forCurrency(request.site.currency),
      site: request.site,
      lang: request.language,
      now: app.campaigns.now(),
    });
    if (priced.voucherProblem)
      request.log.warn({ problem: priced.voucherProblem }, 'held voucher cannot be used');
    return priced;
  };

/** The cart answer of `state` for this request. */
export const cartAnswer = (request: FastifyRequest, state: CartState): Cart =>
  cartPricer(request)(state).cart;
