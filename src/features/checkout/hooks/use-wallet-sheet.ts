import { useRef } from 'react';
import { useApi } from '../../../platform/http/api-context';
import { useT } from '../../../platform/i18n/i18n-context';
import { payWithWallet } from '../../../platform/payments/wallet-payment';
import { useSite } from '../../../platform/site/site-context';
import type { Cart } from '../../../shared/domain/cart';
import type { WalletBrandCode } from '../../../shared/payments/site-payment-methods';
import { fetchApplePaySession } from '../api/apple-pay-session';
import type { WalletToken } from '../logic/payment-choice';
import type { PlaceOutcome } from '../logic/place-outcome';
import { walletOrderOf } from '../logic/wallet-order';

/** A wallet's part of one attempt: its token, and what closes the sheet with the outcome. */
export interface WalletAttempt {
  token: WalletToken;
  finish: (outcome: PlaceOutcome) => Promise<void>;
}

/**
 * The wallet's part of Place order: `open` shows the wallet's sheet for the cart's total (from
 * the shopper's press, as browsers require) and answers the attempt, 'closed' when the shopper
 * closed the sheet, 'failed' when it could not open, Apple Pay's merchant session could not be
 * had from the shop (the sheet then closes) or it gave no token. `finish` tells the sheet
 * whether the order was paid. A token whose order a failed connection left unknown is kept, in
 * memory only, and the next press sends it again instead of opening the sheet, so the retry is
 * the same attempt (same body, same Idempotency-Key) and never a second charge.
 */
export function useWalletSheet(
  cart: Cart,
): (wallet: WalletBrandCode) => Promise<WalletAttempt | 'closed' | 'failed'> {
  const t = useT();
  const api = useApi();
  const { config } = useSite();
  const kept = useRef<WalletToken | null>(null);
  const keep = (outcome: PlaceOutcome, token: WalletToken) => {
    const lost = outcome.kind === 'message' && outcome.message === 'OFFLINE';
    kept.current = lost ? token : null;
  };

  return async (wallet) => {
    const held = kept.current;
    if (held) return { token: held, finish: async (outcome) => keep(outcome, held) };
    try {
      const order = walletOrderOf(cart, config, t('WEB.BASKET.SUMMARY.TOTAL'));
      const sheet = await payWithWallet(wallet, order, () => fetchApplePaySession(api));
      if (!sheet) return 'closed';
      const token: WalletToken = sheet.cardNetwork
        ? { walletToken: sheet.walletToken, cardNetwork: sheet.cardNetwork }
        : { walletToken: sheet.walletToken };
      return {
        token,
        finish: async (outcome) => {
          keep(outcome, token);
          // a sheet the browser already closed (it timed out) has nothing left to tell
          await sheet.complete(outcome.kind === 'complete' ? 'success' : 'fail').catch(() => {});
        },
      };
    } catch {
      return 'failed';
    }
  };
}
