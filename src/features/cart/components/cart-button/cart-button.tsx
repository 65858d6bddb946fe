import { cx } from '@linaria/core';
import { lazy, Suspense } from 'react';
import { iconButtonClass } from '../../../../platform/ui/button';
import { RegionBoundary } from '../../../../platform/ui/region-boundary';
import { Icon } from '../../../../platform/ui/icon';
import { badgeClass, buttonClass, wrapperClass } from './cart-button.styles';
import { useCartButton } from '../../hooks/use-cart-button';

const loadMiniCart = () => import('../mini-cart/mini-cart');

/**
 * The dropdown renders nothing until the bag opens, so it is a chunk of its own (issue 10),
 * fetched when the shopper points at or focuses the button, so it is usually here by the
 * click; the worker precaches it for offline.
 */
const MiniCart = lazy(() => loadMiniCart().then((module) => ({ default: module.MiniCart })));

function prefetchMiniCart(): void {
  loadMiniCart().catch(() => undefined); // opening it tries again and meets the error there
}

/** The header's bag: basket icon with the item count, owning the mini cart dropdown. */
export function CartButton() {
  const { wrapperRef, buttonRef, ...cart } = useCartButton();
  return (
    <div ref={wrapperRef} className={wrapperClass}>
      <button
        ref={buttonRef}
        type="button"
        className={cx(iconButtonClass, buttonClass)}
        aria-label={cart.label}
        aria-expanded={cart.open}
        aria-controls={cart.open ? cart.panelId : undefined}
        onClick={cart.handleToggle}
        onPointerEnter={prefetchMiniCart}
        onFocus={prefetchMiniCart}
      >
        <Icon name={cart.count > 0 ? 'basket-full' : 'basket'} />
        {cart.showBadge && (
          <span
            className={badgeClass}
            data-empty={cart.count === 0 || undefined}
            aria-hidden="true"
          >
            {cart.count}
          </span>
        )}
      </button>
      {cart.open && (
        <RegionBoundary name="Mini cart">
          <Suspense fallback={null}>
            <MiniCart id={cart.panelId} focusOnOpen={cart.focusPanel} onClose={cart.handleClose} />
          </Suspense>
        </RegionBoundary>
      )}
    </div>
  );
}
