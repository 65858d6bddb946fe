import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { CartItem } from '../../../../shared/domain/cart';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import {
  itemClass,
  itemDetailsClass,
  itemImageClass,
  itemMetaClass,
  itemNameClass,
  removeClass,
} from './mini-cart-item.styles';

export interface MiniCartItemProps {
  item: CartItem;
  removing: boolean;
  onRemove: (item: CartItem) => void;
}

/** One line: image, name, colour, size, quantity, line price and Remove. */
export function MiniCartItem({ item, removing, onRemove }: MiniCartItemProps) {
  const t = useT();
  return (
    <li className={itemClass} aria-busy={removing || undefined}>
      <img
        className={itemImageClass}
        src={item.thumbnailUrl}
        alt=""
        width={72}
        height={96}
        loading="lazy"
        decoding="async"
      />
      <div className={itemDetailsClass}>
        <Link href={item.url} className={itemNameClass}>
          {item.name}
        </Link>
        <p className={itemMetaClass}>
          <span>{t('WEB.MINICART.COLOUR', { name: item.options.color.name })}</span>
          <span>{t('WEB.MINICART.SIZE', { name: item.options.size.name })}</span>
          <span>{t('WEB.MINICART.QUANTITY', { count: item.quantity })}</span>
        </p>
        <ProductPrice
          list={item.price.list}
          sale={item.price.sale}
          currency={item.price.currency}
        />
      </div>
      <button
        type="button"
        className={removeClass}
        aria-label={t('WEB.MINICART.REMOVE', { name: item.name })}
        disabled={removing}
        onClick={() => onRemove(item)}
      >
        {t('WEB.MINICART.REMOVE.SHORT')}
      </button>
    </li>
  );
}
