import { Link } from 'wouter';
import { useFormatMoney } from '../../../../platform/format/use-format-money';
import { useT } from '../../../../platform/i18n/i18n-context';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import type { CartItem } from '../../../../shared/domain/cart';
import { useBasketLine } from '../../hooks/use-basket-line';
import { productLinkOf } from '../../logic/basket-lines';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import {
  discountsClass,
  errorClass,
  itemClass,
  itemControlsClass,
  itemDetailsClass,
  itemImageClass,
  itemMetaClass,
  itemNameClass,
  removeClass,
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
  const format = useFormatMoney();
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
        {item.discounts.length > 0 && (
          <ul className={discountsClass}>
            {item.discounts.map((discount, index) => (
              <li key={`${discount.name}-${index}`}>
                {discount.name}{' '}
                <bdi>
                  {t('WEB.BASKET.DISCOUNT.AMOUNT', {
                    amount: format(discount.amount, item.price.currency),
                  })}
                </bdi>
              </li>
            ))}
          </ul>
        )}
        <div className={itemControlsClass}>
          <QuantityStepper
            quantity={item.quantity}
            name={item.name}
            disabled={line.disabled}
            size="small"
            onChange={line.handleQuantity}
          />
          <button
            type="button"
            className={removeClass}
            aria-label={t('WEB.MINICART.REMOVE', { name: item.name })}
            disabled={line.disabled}
            onClick={line.handleRemove}
          >
            {t('WEB.MINICART.REMOVE.SHORT')}
          </button>
        </div>
        {line.error && (
          <p role="alert" className={errorClass}>
            {line.error}
          </p>
        )}
      </div>
    </li>
  );
}
