import { cx } from '@linaria/core';
import { useT } from '../../../platform/i18n/i18n-context';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { OrderAddress, OrderDetails } from '../../../shared/api/order';
import { deliveryEstimate } from '../logic/delivery-estimate';
import { addressLines, sameAddress } from '../logic/order-address';
import { paymentLabel, shippingLabel } from '../logic/order-status';
import { blockClass, detailsClass, mutedClass } from './order-view.styles';

function Address({ address }: { address: OrderAddress }) {
  const { language, intlLocale } = useActiveLocale();
  return (
    <address>
      {addressLines(address, language, intlLocale).map((line, index) => (
        // the lines of one address, in a fixed order
        <span key={index} className={blockClass}>
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * Where and how the order goes (spec §3): the delivery address, the billing address (or that it
 * is the same), the delivery method with its estimated dates, the payment method and the
 * contact the shop writes to.
 */
export function OrderDetailsList({ order }: { order: OrderDetails }) {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const { shipping } = order;
  const estimate =
    shipping?.delivery && order.status !== 'CANCELLED'
      ? deliveryEstimate(order.placedAt, shipping.delivery, intlLocale)
      : null;
  const contact = [order.consumer.email, order.consumer.phoneNumber].filter(Boolean);
  const delivery = order.deliveryAddress;
  return (
    <dl className={detailsClass}>
      {/* a PayPal express order has no address until PayPal's payer comes back */}
      {delivery && (
        <>
          <div>
            <dt>{t('WEB.CHECKOUT.ADDRESS.TITLE')}</dt>
            <dd>
              <Address address={delivery} />
            </dd>
          </div>
          <div>
            <dt>{t('WEB.CHECKOUT.BILLING.TITLE')}</dt>
            <dd>
              {sameAddress(delivery, order.billingAddress) ? (
                <span className={mutedClass}>{t('WEB.ORDER.BILLING.SAME')}</span>
              ) : (
                <Address address={order.billingAddress!} />
              )}
            </dd>
          </div>
        </>
      )}
      {shipping && (
        <div>
          <dt>{t('WEB.CHECKOUT.SHIPPING.OPTIONS.TITLE')}</dt>
          <dd>
            {t(shippingLabel(shipping.method))}
            {estimate && (
              <span className={cx(blockClass, mutedClass)}>
                {t('WEB.ORDER.DELIVERY.ESTIMATE', { dates: estimate })}
              </span>
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('WEB.ORDER.PAYMENT.TITLE')}</dt>
        <dd>{t(paymentLabel(order.paymentMethod))}</dd>
      </div>
      {contact.length > 0 && (
        <div>
          <dt>{t('WEB.ORDER.CONTACT.TITLE')}</dt>
          <dd>
            {contact.map((entry) => (
              <span key={entry} className={blockClass}>
                <bdi>{entry}</bdi>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
