import { cx } from '@linaria/core';
import { useFormatMoney } from '../../format/use-format-money';
import { useT } from '../../i18n/i18n-context';
import { useActiveLocale } from '../../site/site-context';
import { VisuallyHidden } from '../visually-hidden';
import { displayDiscount, isChineseLanguage } from '../../../shared/domain/discount';
import { discountClass, listClass, priceClass, saleClass } from './product-price.styles';

export interface ProductPriceProps {
  /** minor units */
  list: number;
  /** minor units */
  sale: number;
  currency?: string;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * A price as the shop shows it everywhere: the sale price in the sale colour with the list price
 * struck through and the discount ("-30%") when reduced, else the one price. Screen readers hear
 * which number is which.
 */
export function ProductPrice({
  list,
  sale,
  currency,
  size = 'small',
  className,
}: ProductPriceProps) {
  const t = useT();
  const format = useFormatMoney();
  const { language } = useActiveLocale();
  const reduced = sale < list;
  if (!reduced) {
    return (
      <p className={cx(priceClass, className)} data-size={size}>
        <VisuallyHidden>{t('WEB.PRICE.CURRENT')} </VisuallyHidden>
        <span>{format(sale, currency)}</span>
      </p>
    );
  }
  return (
    <p className={cx(priceClass, className)} data-size={size}>
      <span className={saleClass}>
        <VisuallyHidden>{t('WEB.PRICE.SALE')} </VisuallyHidden>
        {format(sale, currency)}
      </span>{' '}
      <del className={listClass}>
        <VisuallyHidden>{t('WEB.PRICE.WAS')} </VisuallyHidden>
        {format(list, currency)}
      </del>{' '}
      {/* "-30%" keeps its reading order inside right-to-left text. */}
      <span className={discountClass} dir="ltr">
        {/* Chinese shoppers read discounts in tenths: "7折" for 30 % off (spec §5). */}
        {t(isChineseLanguage(language) ? 'WEB.PRICE.DISCOUNT.TENTHS' : 'WEB.PRICE.DISCOUNT', {
          amount: displayDiscount(list, sale, language),
        })}
      </span>
    </p>
  );
}
