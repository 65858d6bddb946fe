import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { useRecreateCart } from '../api/recreate-cart';
import { basketErrorLabel } from '../logic/basket-errors';

export type RecreateStatus = 'working' | 'failed';

/**
 * Talon of /recreateCart?cartPublicId=…: rebuilds the shared cart once (POST recreateCart) and
 * then shows the bag (/checkout/basket, replacing this address so Back does not rebuild it
 * again). A missing id or a refusal (CART_NOT_FOUND: unknown or expired) is said plainly; the
 * shopper's own bag is untouched then.
 */
export function useRecreateCartPage(): { status: RecreateStatus; error: string | null } {
  const t = useT();
  const search = useSearch();
  const [, navigate] = useLocation();
  const cartPublicId = new URLSearchParams(search).get('cartPublicId')?.trim() ?? '';
  const recreate = useRecreateCart();
  const { mutate } = recreate;
  const asked = useRef(false);

  useEffect(() => {
    // once per page, whatever re-renders or strict-mode remounts of effects happen
    if (asked.current || !cartPublicId) return;
    asked.current = true;
    mutate(cartPublicId, {
      onSuccess: () => navigate(paths.checkout('basket'), { replace: true }),
    });
  }, [cartPublicId, mutate, navigate]);

  if (!cartPublicId) return { status: 'failed', error: t('WEB.RECREATE.MISSING') };
  if (recreate.isError) {
    return {
      status: 'failed',
      error: t(basketErrorLabel(recreate.error, 'WEB.CART.ERROR.GENERIC')),
    };
  }
  return { status: 'working', error: null };
}
