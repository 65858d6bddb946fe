import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { useOnline } from '../../../platform/offline/online-status';
import { paths } from '../../../platform/routing/paths';
import { Button } from '../../../platform/ui/button';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import type { AddressField } from '../../../shared/address/address-schemas';
import type { Cart } from '../../../shared/domain/cart';
import { BasketSummary, summaryFigures } from '../../cart/checkout';
import { useAddressForm } from '../api/address-form';
import { useSavedAddressChoice } from '../hooks/use-saved-address-choice';
import { useShippingForm } from '../hooks/use-shipping-form';
import { useTaxCalculation } from '../hooks/use-tax-calculation';
import { CONSUMER_FIELDS } from '../logic/shipping-draft';
import { shippingDone } from '../logic/steps';
import { AddressFieldset } from './address-fieldset';
import {
  actionsClass,
  checkboxClass,
  layoutClass,
  noticeClass,
  titleClass,
} from './checkout.styles';
import { SavedAddressPicker } from './saved-address-picker';
import { ShippingOptions } from './shipping-options';
import { TaxProblem } from './tax-problem';

const isConsumerField = (field: AddressField) =>
  (CONSUMER_FIELDS as readonly string[]).includes(field);

/**
 * The shipping step (spec §5): the shopper's details and delivery address, built from the
 * delivery country's form, or for a signed-in shopper one of their saved addresses (issue 14);
 * billing matches delivery unless unticked; then the cart's shipping options, and on to
 * payment. Where tax is calculated at checkout, choosing an option has it calculated
 * (use-tax-calculation.ts) before the shopper may go on. Offline it says so plainly and keeps
 * what was typed.
 */
export function ShippingStep({ cart }: { cart: Cart }) {
  const t = useT();
  const online = useOnline();
  const [, navigate] = useLocation();
  const form = useShippingForm(cart);
  const book = useSavedAddressChoice(cart, form);
  // signed in, the address form waits for the book, and gives way to a saved address chosen
  const typing = !book.signedIn || book.choice === 'new';
  const tax = useTaxCalculation(cart);
  const { draft } = form;
  const deliveryForm = useAddressForm(draft.delivery.countryCode, 'shipping');
  const billingForm = useAddressForm(draft.billing.countryCode, 'billing');
  const hasDelivery = cart.addresses.some((address) => address.addressType === 'DELIVERY');
  const errorCount = Object.keys(form.errors).length;
  /** What each part of the form reads and writes: its draft values, the problems, its setter. */
  const sectionProps = (section: 'consumer' | 'delivery' | 'billing') => ({
    section,
    values: draft[section],
    errors: form.errors,
    warnings: form.warnings,
    onField: (field: AddressField, value: string) => form.setField(section, field, value),
  });
  const countryOf = (section: 'delivery' | 'billing') => ({
    value: draft[section].countryCode,
    options: form.countries,
    onChange: (code: string) => form.setCountry(section, code),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void book.submit().then((sent) => {
      if (sent) return;
      // the first field reported is where the shopper starts fixing
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <div className={layoutClass}>
      <div>
        <h1 className={titleClass}>{t('WEB.CHECKOUT.SHIPPING.TITLE')}</h1>
        {!online && <p className={noticeClass}>{t('WEB.CHECKOUT.OFFLINE')}</p>}
        <form noValidate onSubmit={onSubmit}>
          {errorCount > 0 && (
            <p className={noticeClass} data-tone="alert" role="alert">
              {t('WEB.CHECKOUT.ERROR.SUMMARY')}
            </p>
          )}
          {form.failure && (
            <p className={noticeClass} data-tone="alert" role="alert">
              {t('WEB.CHECKOUT.ERROR.GENERIC')}
            </p>
          )}
          {book.offered.length > 0 && (
            <SavedAddressPicker
              offered={book.offered}
              choice={book.choice}
              disabled={!online || form.saving}
              onChoose={book.choose}
            />
          )}
          {deliveryForm.data && (
            <>
              <AddressFieldset
                {...sectionProps('consumer')}
                legend={t('WEB.CHECKOUT.DETAILS.TITLE')}
                form={deliveryForm.data}
                only={isConsumerField}
              />
              {typing && (
                <AddressFieldset
                  {...sectionProps('delivery')}
                  legend={t('WEB.CHECKOUT.ADDRESS.TITLE')}
                  form={deliveryForm.data}
                  only={(field) => !isConsumerField(field)}
                  country={countryOf('delivery')}
                />
              )}
            </>
          )}
          {book.signedIn && book.choice === 'new' && book.canSave && (
            <label className={checkboxClass}>
              <input
                type="checkbox"
                checked={book.saveToBook}
                onChange={(event) => book.setSaveToBook(event.target.checked)}
              />
              {t('WEB.CHECKOUT.SAVED.KEEP')}
            </label>
          )}
          <label className={checkboxClass}>
            <input
              type="checkbox"
              checked={draft.billingMatches}
              onChange={(event) => form.setBillingMatches(event.target.checked)}
            />
            {t('WEB.CHECKOUT.BILLING.MATCH')}
          </label>
          {!draft.billingMatches && billingForm.data && (
            <AddressFieldset
              {...sectionProps('billing')}
              legend={t('WEB.CHECKOUT.BILLING.TITLE')}
              form={billingForm.data}
              only={() => true}
              country={countryOf('billing')}
            />
          )}
          <div className={actionsClass}>
            <Button
              type="submit"
              variant={hasDelivery ? 'secondary' : 'primary'}
              block
              disabled={!online || form.saving}
            >
              {t('WEB.CHECKOUT.SHIPPING.SAVE')}
            </Button>
          </div>
        </form>
        {hasDelivery && <ShippingOptions cart={cart} disabled={!online} />}
        {hasDelivery && <TaxProblem tax={tax} disabled={!online} />}
        {hasDelivery && (
          <Button
            block
            disabled={!online || !shippingDone(cart) || tax.isTaxLoading}
            onClick={() => navigate(paths.checkout('payment'))}
          >
            {t('WEB.CHECKOUT.CONTINUE')}
          </Button>
        )}
        <p role="status" className={visuallyHidden}>
          {form.saving ? t('WEB.CHECKOUT.SAVING') : ''}
        </p>
      </div>
      <BasketSummary
        cart={cart}
        figures={summaryFigures(cart.cartSummary, {
          atCheckout: tax.atCheckout,
          calculated: cart.taxCalculated,
        })}
        readOnly={!online}
        canProceed={false}
        figuresOnly
        taxLoading={tax.isTaxLoading}
      />
    </div>
  );
}
