import { useId, useMemo } from 'react';
import { useFormatMoney } from '../../../platform/format/use-format-money';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useActiveLocale } from '../../../platform/site/site-context';
import { shipsTo } from '../../../shared/address/ship-to';
import type { Cart } from '../../../shared/domain/cart';
import { useShippingOption } from '../hooks/use-shipping-option';
import { errorClass, noticeClass, optionMetaClass, optionsClass } from './checkout.styles';

/**
 * The shipping options the cart offers for its delivery country (STANDARD and EXPRESS, with
 * price, delivery days and what each means) as radios; a choice is sent at once and a refused
 * one rolls back with its error shown. A country the shop cannot ship to gets the
 * unable-to-ship message and the countries it does ship to.
 */
export function ShippingOptions({ cart, disabled }: { cart: Cart; disabled: boolean }) {
  const t = useT();
  const money = useFormatMoney();
  const errorId = useId();
  const { country, language } = useActiveLocale();
  const option = useShippingOption(cart);
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language]);
  if (cart.shipping.errorCode === 'UNABLE_TO_SHIP') {
    // the shopper is told which country they gave, so the fix is plain
    const given = cart.addresses.find((address) => address.addressType === 'DELIVERY');
    return (
      <section className={noticeClass} data-tone="alert" role="alert">
        <h2>{t('WEB.CHECKOUT.UNABLE-TO-SHIP.TITLE')}</h2>
        {given && (
          <p>
            {t('WEB.CHECKOUT.UNABLE-TO-SHIP.ADDRESS', {
              country: names.of(given.countryCode) ?? given.countryCode,
            })}
          </p>
        )}
        <p>{t('WEB.CHECKOUT.UNABLE-TO-SHIP.BODY')}</p>
        <ul>
          {shipsTo(country).map((code) => (
            <li key={code}>{names.of(code) ?? code}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <fieldset className={optionsClass} aria-describedby={option.failed ? errorId : undefined}>
      <legend>{t('WEB.CHECKOUT.SHIPPING.OPTIONS.TITLE')}</legend>
      {cart.shipping.options.map((offered) => (
        <label key={offered.id}>
          <input
            type="radio"
            name="shipping-option"
            value={offered.id}
            checked={option.selected === offered.id}
            disabled={disabled || option.busy}
            onChange={() => option.choose(offered.id)}
          />
          <span>{t(`WEB.CHECKOUT.SHIPPING.${offered.method}` as LabelKey)}</span>
          <strong>{money(offered.price, cart.cartSummary.currency)}</strong>
          <span className={optionMetaClass}>
            {t('WEB.CHECKOUT.SHIPPING.DAYS', {
              min: offered.delivery.min,
              max: offered.delivery.max,
            })}
            {' · '}
            {t(offered.tooltip as LabelKey)}
          </span>
        </label>
      ))}
      {option.failed && (
        <p id={errorId} className={errorClass} role="alert">
          {t('WEB.CHECKOUT.SHIPPING.UNAVAILABLE')}
        </p>
      )}
    </fieldset>
  );
}
