import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { useSite } from '../../../platform/site/site-context';
import { useCart } from '../api/get-cart';
import { itemCount } from '../logic/item-count';
import { miniCart, useMiniCartState } from '../store/mini-cart-store';

/**
 * Talon of the header bag button and its dropdown.
 * @returns {{
 *   count: number, label: string, showBadge: boolean, open: boolean, focusPanel: boolean,
 *   panelId: string, wrapperRef, buttonRef,
 *   handleToggle: () => void, handleClose: () => void
 * }} `focusPanel` is true when the shopper opened the panel (focus moves in); an automatic
 * open after an add leaves focus on the control that added.
 */
export function useCartButton() {
  const t = useT();
  const { config } = useSite();
  const { data } = useCart();
  const { open, openedBy } = useMiniCartState();
  const [location] = useLocation();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = itemCount(data);

  const handleClose = useCallback(() => {
    miniCart.close();
    buttonRef.current?.focus();
  }, []);
  const handleToggle = useCallback(() => miniCart.toggle(), []);

  // Any route change closes the panel (a link inside it, or navigation elsewhere).
  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current !== location) miniCart.close();
    lastLocation.current = location;
  }, [location]);

  // Escape and a pointer press outside the button and panel close it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) miniCart.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, handleClose]);

  return {
    count,
    label: count === 1 ? t('WEB.CART.BUTTON.ONE') : t('WEB.CART.BUTTON.LABEL', { count }),
    showBadge: count > 0 || config.options.components.cartIcon.showWhenEmpty,
    open,
    focusPanel: open && openedBy === 'user',
    panelId,
    wrapperRef,
    buttonRef,
    handleToggle,
    handleClose,
  };
}
