import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { buttonClass, iconButtonClass } from '../../../../platform/ui/button';
import { Icon } from '../../../../platform/ui/icon';
import { Skeleton } from '../../../../platform/ui/skeleton';
import { MiniCartItem } from './mini-cart-item';
import {
  emptyClass,
  errorClass,
  discountClass,
  footerClass,
  headerClass,
  listClass,
  noteClass,
  panelClass,
  subtotalClass,
  titleClass,
} from './mini-cart.styles';
import { useMiniCart } from '../../hooks/use-mini-cart';

export interface MiniCartProps {
  id: string;
  /** move focus into the panel when it opens (the shopper opened it) */
  focusOnOpen: boolean;
  onClose: () => void;
}

/** The bag dropdown (spec §2 "Mini cart"): a non-modal dialog under the header's bag button. */
export function MiniCart({ id, focusOnOpen, onClose }: MiniCartProps) {
  const t = useT();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cart = useMiniCart();

  useEffect(() => {
    if (focusOnOpen) panelRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label={t('WEB.MINICART.LABEL')}
      tabIndex={-1}
      className={panelClass}
    >
      <div className={headerClass}>
        <h2 id={headingId} className={titleClass}>
          {t('WEB.MINICART.TITLE')}
        </h2>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t('WEB.MINICART.CLOSE')}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>

      {cart.error && (
        <p role="alert" className={errorClass}>
          {cart.error}
        </p>
      )}

      {cart.status === 'loading' && (
        <div className={emptyClass} aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      )}

      {cart.status === 'empty' && (
        <div className={emptyClass}>
          <p>{t('WEB.MINICART.EMPTY')}</p>
          <Link href={paths.home()} className={buttonClass} data-variant="secondary">
            {t('WEB.MINICART.CONTINUE')}
          </Link>
        </div>
      )}

      {cart.status === 'items' && (
        <>
          <ul className={listClass} aria-labelledby={headingId}>
            {cart.items.map((item) => (
              <MiniCartItem key={item.id} item={item} />
            ))}
          </ul>
          <div className={footerClass}>
            {cart.hasUnavailable && (
              <p role="note" className={errorClass}>
                {t('WEB.BASKET.UNAVAILABLE-ITEMS')}
              </p>
            )}
            <p className={subtotalClass}>
              <span>{t('WEB.MINICART.SUBTOTAL')}</span>
              <span>{cart.subtotal}</span>
            </p>
            {cart.discount && (
              <p className={discountClass}>
                <span>{t('WEB.BASKET.SUMMARY.DISCOUNT')}</span>
                <bdi>{t('WEB.BASKET.DISCOUNT.AMOUNT', { amount: cart.discount })}</bdi>
              </p>
            )}
            <p className={noteClass}>{t('WEB.MINICART.SHIPPING.NOTE')}</p>
            <Link href={paths.checkout('basket')} className={buttonClass} data-block="true">
              {t('WEB.MINICART.CHECKOUT')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
