import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import type { CartItem } from '../../../../shared/domain/cart';
import { useBasketLine } from '../../hooks/use-basket-line';
import { productLinkOf } from '../../logic/basket-lines';
import { LineActions } from '../line/line-actions';
import { LineDiscounts } from '../line/line-discounts';
import {
  discountsClass,
  itemClass,
  itemDetailsClass,
  itemImageClass,
  itemMetaClass,
  itemNameClass,
} from './mini-cart-item.styles';

function ItemImage({ item }: { item: CartItem }) {
  return (
    <img
      className={itemImageClass}
      src={item.thumbnailUrl}
      alt=""
      width={72}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One line of the mini cart (spec §2): image, title, price, colour, size, size type, each
 * promotion's share, a quantity control and Remove; its failure is said beside it. A gift a
 * promotion added shows only its image and title.
 */
export function MiniCartItem({ item }: { item: CartItem }) {
  if (item.giftOnly) {
    return (
      <li className={itemClass} data-kind="gift">
        <ItemImage item={item} />
        <div className={itemDetailsClass}>
          <p className={itemNameClass}>{item.name}</p>
        </div>
      </li>
    );
  }
  return <EditableItem item={item} />;
}

function EditableItem({ item }: { item: CartItem }) {
  const t = useT();
  const line = useBasketLine(item);
  const { color, size, sizeType } = item.options;
  return (
    <li className={itemClass} aria-busy={line.pending || undefined}>
      <ItemImage item={item} />
      <div className={itemDetailsClass}>
        <Link href={productLinkOf(item)} className={itemNameClass}>
          {item.name}
        </Link>
        <p className={itemMetaClass}>
          <span>{t('WEB.MINICART.COLOUR', { name: color.name })}</span>
          <span>{t('WEB.MINICART.SIZE', { name: size.labelSize || size.name })}</span>
          {sizeType && <span>{t('WEB.BASKET.SIZE-TYPE', { name: sizeType.name })}</span>}
        </p>
        <ProductPrice
          list={item.price.list}
          sale={item.price.sale}
          currency={item.price.currency}
        />
        <LineDiscounts item={item} className={discountsClass} />
        <LineActions item={item} line={line} size="small" />
      </div>
    </li>
  );
}
