import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useFormatMoney } from '../../../../platform/format/use-format-money';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import { Button, buttonClass } from '../../../../platform/ui/button';
import type { Cart } from '../../../../shared/domain/cart';
import { PromotionBlocks } from '../../../promotions/content';
import type { SummaryFigures } from '../../logic/basket-summary';
import {
  deliveryPromotionsClass,
  noticeClass,
  subheadClass,
  promotionsListClass,
  rowsClass,
  summaryClass,
  summaryTitleClass,
  totalRowClass,
} from './basket-summary.styles';
import { VoucherForm } from './voucher-form';

export interface BasketSummaryProps {
  cart: Cart;
  figures: SummaryFigures;
  readOnly: boolean;
  canProceed: boolean;
  /** why Proceed waits, when it does because of unavailable items */
  blockedBy?: string;
  /** on a later checkout step: the figures only, no promo code and no Proceed */
  figuresOnly?: boolean;
  /** the tax is being calculated (the checkout's shipping step, spec §3 isTaxLoading) */
  taxLoading?: boolean;
  /** under Proceed, on the basket: the express checkouts the page was given */
  after?: ReactNode;
}

/**
 * The order summary (spec §3 cartSummary): subtotal, discounts, delivery ("Free" at 0, with
 * the checkout-shipping offers beside it), tax, total, the offers applied, the promo code and
 * Proceed to checkout, which goes to the delivery step. Where tax is calculated at checkout the
 * Tax line is always there: when it will be calculated, that it is being, or the amount.
 */
export function BasketSummary({
  cart,
  figures,
  readOnly,
  canProceed,
  blockedBy,
  figuresOnly = false,
  taxLoading = false,
  after,
}: BasketSummaryProps) {
  const t = useT();
  const money = useFormatMoney();
  const titleId = useId();
  const blockedId = useId();
  const format = (minor: number) => money(minor, figures.currency);
  const productIds = cart.items.map((item) => item.productId);
  return (
    <section className={summaryClass} aria-labelledby={titleId}>
      <h2 id={titleId} className={summaryTitleClass}>
        {t('WEB.BASKET.SUMMARY.TITLE')}
      </h2>
      <dl className={rowsClass}>
        <div>
          <dt>{t('WEB.BASKET.SUMMARY.SUBTOTAL')}</dt>
          <dd>{format(figures.itemCost)}</dd>
        </div>
        <DiscountRow
          label={t('WEB.BASKET.SUMMARY.DISCOUNT')}
          amount={figures.productDiscount}
          format={format}
        />
        <div>
          <dt>{t('WEB.BASKET.SUMMARY.DELIVERY')}</dt>
          <dd>{figures.isFree ? t('WEB.BASKET.SUMMARY.FREE') : format(figures.shippingCost)}</dd>
          <dd className={deliveryPromotionsClass}>
            <PromotionBlocks area="checkoutShipping" productIds={productIds} />
          </dd>
        </div>
        <DiscountRow
          label={t('WEB.BASKET.SUMMARY.DELIVERY-DISCOUNT')}
          amount={figures.shippingDiscount}
          format={format}
        />
        {figures.taxAtCheckout ? (
          <div>
            <dt>{t('WEB.BASKET.SUMMARY.TAX')}</dt>
            <dd aria-live="polite">
              {taxLoading
                ? t('WEB.BASKET.SUMMARY.TAX.CALCULATING')
                : figures.taxCalculated
                  ? format(figures.tax)
                  : t(
                      !figuresOnly
                        ? 'WEB.BASKET.SUMMARY.TAX.AT-CHECKOUT'
                        : cart.shipping.selected === null
                          ? 'WEB.BASKET.SUMMARY.TAX.AFTER-SHIPPING'
                          : 'WEB.BASKET.SUMMARY.TAX.NOT-CALCULATED',
                    )}
            </dd>
          </div>
        ) : (
          figures.tax > 0 && (
            <div>
              <dt>{t('WEB.BASKET.SUMMARY.TAX')}</dt>
              <dd>{format(figures.tax)}</dd>
            </div>
          )
        )}
        <div className={totalRowClass}>
          <dt>{t('WEB.BASKET.SUMMARY.TOTAL')}</dt>
          <dd>{format(figures.total)}</dd>
        </div>
      </dl>
      {cart.promotions.length > 0 && (
        <div>
          <h3 className={subheadClass}>{t('WEB.BASKET.SUMMARY.PROMOTIONS')}</h3>
          <ul className={promotionsListClass}>
            {cart.promotions.map((promotion) => (
              <li key={`${promotion.campaignId}/${promotion.promotionId}`}>{promotion.name}</li>
            ))}
          </ul>
        </div>
      )}
      {!readOnly && !figuresOnly && <VoucherForm summary={cart.cartSummary} />}
      {figuresOnly
        ? null
        : blockedBy && (
            <p id={blockedId} className={noticeClass}>
              {blockedBy}
            </p>
          )}
      {figuresOnly ? null : canProceed ? (
        <Link href={paths.checkout('shipping')} className={buttonClass} data-block="true">
          {t('WEB.BASKET.PROCEED')}
        </Link>
      ) : (
        <Button block disabled aria-describedby={blockedBy ? blockedId : undefined}>
          {t('WEB.BASKET.PROCEED')}
        </Button>
      )}
      {!figuresOnly && after}
    </section>
  );
}

/** A discount in the summary, "−£19.80" in the sale colour; nothing when nothing is taken off. */
function DiscountRow({
  label,
  amount,
  format,
}: {
  label: string;
  amount: number;
  format: (minor: number) => string;
}) {
  const t = useT();
  if (amount <= 0) return null;
  return (
    <div data-tone="discount">
      <dt>{label}</dt>
      <dd>
        <bdi>{t('WEB.BASKET.DISCOUNT.AMOUNT', { amount: format(amount) })}</bdi>
      </dd>
    </div>
  );
}
