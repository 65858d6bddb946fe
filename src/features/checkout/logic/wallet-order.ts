/**
 * The order a wallet's sheet shows and pays, from the cart as the shopper sees it: the site's
 * country, the cart's currency and total (what expectedTotal confirms), and the shop's
 * merchant account at the provider (the site's public id).
 */
import type { WalletOrder } from '../../../platform/payments/wallet-request';
import type { Cart } from '../../../shared/domain/cart';
import type { SiteConfig } from '../../../shared/domain/site';
import {
  WALLET_BRAND_CODES,
  type WalletBrandCode,
} from '../../../shared/payments/site-payment-methods';

export const walletOrderOf = (cart: Cart, config: SiteConfig, totalLabel: string): WalletOrder => ({
  countryCode: config.country.code,
  currency: cart.cartSummary.currency,
  total: cart.cartSummary.totalCost,
  totalLabel,
  merchantAccount: config.sitePublicId,
});

export const isWalletBrand = (code: string): code is WalletBrandCode =>
  (WALLET_BRAND_CODES as readonly string[]).includes(code);
