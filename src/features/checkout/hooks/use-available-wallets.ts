import { useEffect, useState } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { canPayWithWallet } from '../../../platform/payments/wallet-availability';
import { useSite } from '../../../platform/site/site-context';
import type { Cart } from '../../../shared/domain/cart';
import type { PaymentOption } from '../../../shared/domain/site';
import { isWalletBrand, walletOrderOf } from '../logic/wallet-order';

/**
 * The wallets of the site's options this browser can pay with (issue 13: shown only where the
 * Payment Request API says it can pay), asked once the step is on screen (never during the
 * server's render); none until the browser answers, and none where it has no such API.
 */
export function useAvailableWallets(
  options: readonly PaymentOption[],
  cart: Cart,
): ReadonlySet<string> {
  const t = useT();
  const { config } = useSite();
  const [available, setAvailable] = useState<ReadonlySet<string>>(() => new Set());
  const wallets = options.map((option) => option.brandCode).filter(isWalletBrand);
  const asked = wallets.join();
  useEffect(() => {
    let live = true;
    const order = walletOrderOf(cart, config, t('WEB.BASKET.SUMMARY.TOTAL'));
    for (const wallet of wallets) {
      void canPayWithWallet(wallet, order).then((can) => {
        if (live && can) setAvailable((before) => new Set(before).add(wallet));
      });
    }
    return () => {
      live = false;
    };
    // each wallet is asked once per page (wallet-availability.ts): the list is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return available;
}
