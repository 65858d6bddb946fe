import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useFormatMoney } from '../../../../platform/format/use-format-money';
import { useT } from '../../../../platform/i18n/i18n-context';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import { VisuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { CartItem } from '../../../../shared/domain/cart';
import { productLinkOf } from '../../logic/basket-lines';
import { LineDiscounts } from '../line/line-discounts';
import type { ShipDates } from '../../logic/ship-dates';
import {
  actionsCellClass,
  brandClass,
  detailsClass,
  discountsClass,
  giftClass,
  imageClass,
  imageLinkClass,
  lineClass,
  metaClass,
  nameClass,
  noteClass,
  priceColumnClass,
  totalClass,
} from './basket-line.styles';

export interface BasketLineProps {
  item: CartItem;
  kind: 'item' | 'unavailable';
  shipDates: ShipDates | null;
  /** this line's change is under way */
  busy?: boolean;
  /** the line's controls (stepper, Remove) and what they have to say; none when read-only */
  actions?: ReactNode;
}

/**
 * One line of the basket (spec §3 "Cart item"): image, brand, name linked to the product with
 * its options, colour, size, size type, list and sale price, each promotion's share, the ship
 * dates of an advance order, and the line's controls. A gift a promotion added shows its image
 * and title only: it cannot be changed or removed (spec §2).
 */
export function BasketLine({ item, kind, shipDates, busy = false, actions }: BasketLineProps) {
  const t = useT();
  const format = useFormatMoney();
  const image = (
    <img
      className={imageClass}
      src={item.thumbnailUrl}
      alt=""
      width={136}
      height={181}
      loading="lazy"
      decoding="async"
    />
  );
  if (item.giftOnly) {
    return (
      <li className={lineClass} data-kind="gift">
        {image}
        <div className={detailsClass}>
          <h3 className={nameClass}>{item.name}</h3>
          <p className={giftClass}>{t('WEB.BASKET.GIFT')}</p>
        </div>
      </li>
    );
  }
  const link = productLinkOf(item);
  const { color, size, sizeType } = item.options;
  return (
    <li className={lineClass} data-kind={kind} aria-busy={busy || undefined}>
      <Link href={link} className={imageLinkClass} tabIndex={-1} aria-hidden="true">
        {image}
      </Link>
      <div className={detailsClass}>
        <p className={brandClass}>{item.brand.name}</p>
        <h3 className={nameClass}>
          <Link href={link}>{item.name}</Link>
        </h3>
        <p className={metaClass}>
          <span>{t('WEB.MINICART.COLOUR', { name: color.name })}</span>
          <span>{t('WEB.MINICART.SIZE', { name: size.labelSize || size.name })}</span>
          {sizeType && <span>{t('WEB.BASKET.SIZE-TYPE', { name: sizeType.name })}</span>}
          {kind === 'unavailable' || !actions ? (
            <span>{t('WEB.MINICART.QUANTITY', { count: item.quantity })}</span>
          ) : null}
        </p>
        {shipDates && (
          <p className={noteClass}>
            {shipDates.date
              ? t('WEB.BASKET.SHIPDATE', { date: shipDates.date })
              : t('WEB.BASKET.SHIPDATES', { start: shipDates.start!, end: shipDates.end! })}
          </p>
        )}
      </div>
      <div className={priceColumnClass}>
        <ProductPrice
          list={item.price.list}
          sale={item.price.sale}
          currency={item.price.currency}
        />
        <LineDiscounts item={item} className={discountsClass} />
        {item.discounts.length > 0 && (
          <p className={totalClass}>
            <VisuallyHidden>{t('WEB.BASKET.LINE.TOTAL')} </VisuallyHidden>
            {format(item.total, item.price.currency)}
          </p>
        )}
      </div>
      {actions && <div className={actionsCellClass}>{actions}</div>}
    </li>
  );
}
