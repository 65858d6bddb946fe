import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useAddressText } from '../hooks/use-address-text';
import { ChoiceBlock } from './choice-block';
import { addressClass, mutedClass } from './review.styles';

/**
 * The billing address, as the shipping step set it (billing matches delivery unless the
 * shopper gave one of its own), with Edit back to that step.
 */
export function BillingSummary({ cart, headingLevel }: { cart: Cart; headingLevel?: 2 | 3 }) {
  const t = useT();
  const lines = useAddressText();
  const billing = cart.addresses.find((address) => address.addressType === 'BILLING');
  const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
  const shown = billing ?? delivery;
  return (
    <ChoiceBlock
      title={t('WEB.CHECKOUT.BILLING.TITLE')}
      editHref={paths.checkout('shipping')}
      headingLevel={headingLevel}
    >
      {cart.billingMatchShipping && <p className={mutedClass}>{t('WEB.CHECKOUT.BILLING.SAME')}</p>}
      {shown && <address className={addressClass}>{lines(shown).join('\n')}</address>}
    </ChoiceBlock>
  );
}
