import { useId } from 'react';
import { Link } from 'wouter';
import { useFormatMoney } from '../../../platform/format/use-format-money';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useOnline } from '../../../platform/offline/online-status';
import { paths } from '../../../platform/routing/paths';
import type { Cart } from '../../../shared/domain/cart';
import { BasketSummary, OrderLines } from '../../cart/checkout';
import { useAddressText } from '../hooks/use-address-text';
import { useCheckoutFigures } from '../hooks/use-checkout-figures';
import { usePlaceOrder } from '../hooks/use-place-order';
import type { PaymentChoice } from '../logic/payment-choice';
import { BillingSummary } from './billing-summary';
import { layoutClass, noticeClass, titleClass } from './checkout.styles';
import { ChoiceBlock } from './choice-block';
import { ChosenPayment } from './chosen-payment';
import { PlaceOrder } from './place-order';
import { sectionTitleClass } from './payment.styles';
import { addressClass, asideClass, mutedClass, reviewLinesClass } from './review.styles';

/**
 * The review step (issue 13 "Review step"): the lines as they will be ordered, the delivery and
 * billing addresses (no billing address for PayPal, which holds the payer's: spec §5), the
 * delivery method and the payment (a card's scheme and last four digits, never more; another
 * method's name and what Place order leads to), each with Edit back to its step; beside them
 * every total of the order summary, the agreements and Place order.
 */
export function ReviewStep({ cart, choice }: { cart: Cart; choice: PaymentChoice }) {
  const t = useT();
  const online = useOnline();
  const money = useFormatMoney();
  const addressText = useAddressText();
  const order = usePlaceOrder(cart, choice);
  const linesId = useId();
  const figures = useCheckoutFigures(cart);
  const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
  const option = cart.shipping.options.find((offered) => offered.id === cart.shipping.selected);
  const { email, phoneNumber } = cart.consumer.properties;

  return (
    <div className={layoutClass}>
      <div>
        <h1 className={titleClass}>{t('WEB.CHECKOUT.REVIEW.TITLE')}</h1>
        {!online && <p className={noticeClass}>{t('WEB.CHECKOUT.OFFLINE')}</p>}
        <section className={reviewLinesClass} aria-labelledby={linesId}>
          <header>
            <h2 id={linesId} className={sectionTitleClass}>
              {t('WEB.CHECKOUT.REVIEW.ITEMS')}
            </h2>
            <Link href={paths.checkout('basket')}>{t('WEB.CHECKOUT.REVIEW.EDIT-BAG')}</Link>
          </header>
          <OrderLines cart={cart} labelledBy={linesId} />
        </section>
        {delivery && (
          <ChoiceBlock
            title={t('WEB.CHECKOUT.ADDRESS.TITLE')}
            editHref={paths.checkout('shipping')}
          >
            <address className={addressClass}>{addressText(delivery).join('\n')}</address>
            {email && (
              <p className={mutedClass}>
                <bdi>{email}</bdi>
              </p>
            )}
            {phoneNumber && (
              <p className={mutedClass}>
                <bdi>{phoneNumber}</bdi>
              </p>
            )}
          </ChoiceBlock>
        )}
        {choice.brandCode !== 'paypal' && <BillingSummary cart={cart} />}
        {option && (
          <ChoiceBlock
            title={t('WEB.CHECKOUT.SHIPPING.OPTIONS.TITLE')}
            editHref={paths.checkout('shipping')}
          >
            <p>
              {t(`WEB.CHECKOUT.SHIPPING.${option.method}` as LabelKey)}
              {' · '}
              {figures.isFree ? t('WEB.BASKET.SUMMARY.FREE') : money(figures.shippingCost)}
            </p>
            <p className={mutedClass}>
              {t('WEB.CHECKOUT.SHIPPING.DAYS', {
                min: option.delivery.min,
                max: option.delivery.max,
              })}
            </p>
          </ChoiceBlock>
        )}
        <ChosenPayment choice={choice} />
      </div>
      <div className={asideClass}>
        <BasketSummary
          cart={cart}
          figures={figures}
          readOnly={!online}
          canProceed={false}
          figuresOnly
        />
        <PlaceOrder order={order} />
      </div>
    </div>
  );
}
