import { useFormatMoney } from '../../../../platform/format/use-format-money';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { CartItem } from '../../../../shared/domain/cart';

/** Each promotion's share of a line (spec §3 "Cart item" discounts): its name and "−£12.00". */
export function LineDiscounts({ item, className }: { item: CartItem; className: string }) {
  const t = useT();
  const format = useFormatMoney();
  if (item.discounts.length === 0) return null;
  return (
    <ul className={className}>
      {item.discounts.map((discount, index) => (
        <li key={`${discount.name}-${index}`}>
          <span>{discount.name}</span>{' '}
          <bdi>
            {t('WEB.BASKET.DISCOUNT.AMOUNT', {
              amount: format(discount.amount, item.price.currency),
            })}
          </bdi>
        </li>
      ))}
    </ul>
  );
}
