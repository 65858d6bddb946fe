import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { OrderDetails } from '../../../shared/api/order';
import { useOrderMoney } from '../hooks/use-order-money';
import {
  brandClass,
  imageClass,
  lineClass,
  lineDetailsClass,
  linePriceClass,
  linesClass,
  nameClass,
  optionsClass,
  sectionTitleClass,
} from './order-view.styles';

/**
 * The order's lines as the bag showed them when it was placed (spec §3 "Cart item"): image,
 * brand, name linked to the product, colour, size, size type, quantity, the unit price (the
 * list price struck through on sale) and what the line cost after its discounts.
 */
export function OrderLines({ order }: { order: OrderDetails }) {
  const t = useT();
  const money = useOrderMoney(order);
  const titleId = useId();
  const count = order.lines.reduce((sum, line) => sum + (line.gift ? 0 : line.quantity), 0);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitleClass}>
        {t('WEB.ORDER.ITEMS.TITLE', { count })}
      </h2>
      <ul className={linesClass}>
        {order.lines.map((line) => {
          const { display } = line;
          const { color, size, sizeType } = display.options;
          const onSale = line.unitPrice.list > line.unitPrice.sale;
          return (
            <li key={`${line.sku}-${line.gift}`} className={lineClass}>
              <img
                className={imageClass}
                src={display.thumbnailUrl}
                alt=""
                width={112}
                height={149}
                loading="lazy"
                decoding="async"
              />
              <div className={lineDetailsClass}>
                <p className={brandClass}>{display.brand.name}</p>
                <h3 className={nameClass}>
                  <Link href={display.url}>{display.name}</Link>
                </h3>
                <p className={optionsClass}>
                  <span>{t('WEB.MINICART.COLOUR', { name: color.name })}</span>
                  <span>{t('WEB.MINICART.SIZE', { name: size.labelSize || size.name })}</span>
                  {sizeType && <span>{t('WEB.BASKET.SIZE-TYPE', { name: sizeType.name })}</span>}
                  <span>{t('WEB.MINICART.QUANTITY', { count: line.quantity })}</span>
                  {line.gift && <span>{t('WEB.BASKET.GIFT')}</span>}
                </p>
              </div>
              <p className={linePriceClass}>
                {onSale && (
                  <s>
                    <bdi>{money(line.unitPrice.list)}</bdi>
                  </s>
                )}
                <span data-tone={onSale ? 'sale' : undefined}>
                  {line.gift ? t('WEB.BASKET.SUMMARY.FREE') : <bdi>{money(line.total)}</bdi>}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
