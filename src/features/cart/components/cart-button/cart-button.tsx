import { cx } from '@linaria/core';
import { iconButtonClass } from '../../../../platform/ui/button';
import { Icon } from '../../../../platform/ui/icon';
import { MiniCart } from '../mini-cart/mini-cart';
import { badgeClass, buttonClass, wrapperClass } from './cart-button.styles';
import { useCartButton } from '../../hooks/use-cart-button';

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
        <MiniCart id={cart.panelId} focusOnOpen={cart.focusPanel} onClose={cart.handleClose} />
      )}
    </div>
  );
}
