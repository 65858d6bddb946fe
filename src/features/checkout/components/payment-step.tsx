import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useOnline } from '../../../platform/offline/online-status';
import { paths } from '../../../platform/routing/paths';
import { useSite } from '../../../platform/site/site-context';
import type { Cart } from '../../../shared/domain/cart';
import { BasketSummary } from '../../cart/checkout';
import { useAvailableWallets } from '../hooks/use-available-wallets';
import { useCheckoutFigures } from '../hooks/use-checkout-figures';
import { useShowTestPayments } from '../hooks/use-show-test-payments';
import { methodLabelKey, offeredPaymentOptions } from '../logic/payment-options';
import { isWalletBrand } from '../logic/wallet-order';
import { rememberedPaymentMethod, rememberPaymentMethod } from '../store/checkout-session';
import { choosePayment, usePaymentState } from '../store/payment-store';
import { BillingSummary } from './billing-summary';
import { layoutClass, noticeClass, titleClass } from './checkout.styles';
import { CardMark } from './card-mark';
import { MethodMark } from './method-mark';
import { hasPaymentPanel, PaymentPanel } from './payment-panels';
import { marksClass, methodClass, methodsClass } from './payment.styles';

/**
 * The payment step (spec §3 "Payment methods"): the site's payment options offered here — a
 * wallet only where the browser can pay with it —, each with its marks, the chosen one's panel
 * (payment-panels.tsx) with the billing address and Continue to review, the order summary
 * beside. The method chosen before (in this checkout, or this tab's session) is chosen again.
 * Why the shopper was sent back here — a declined card, a card to give again after a reload —
 * is said at the top, in their language.
 */
export function PaymentStep({ cart }: { cart: Cart }) {
  const t = useT();
  const online = useOnline();
  const [, navigate] = useLocation();
  const { config } = useSite();
  const { notice, choice } = usePaymentState();
  const showTestPayments = useShowTestPayments();
  const figures = useCheckoutFigures(cart);
  const wallets = useAvailableWallets(config.paymentOptions, cart);
  const options = offeredPaymentOptions(config.paymentOptions, {
    showTestPayments,
    hasPanel: hasPaymentPanel,
    canPay: (code) => !isWalletBrand(code) || wallets.has(code),
  });
  const [method, setMethod] = useState<string | null>(null);
  // read once: sessionStorage is the browser's, and the server renders no choice
  const [remembered] = useState(() =>
    typeof window === 'undefined' ? null : rememberedPaymentMethod(config.siteTag),
  );
  const wanted = method ?? choice?.brandCode ?? remembered;
  const chosen = options.find((option) => option.brandCode === wanted) ?? options[0];

  return (
    <div className={layoutClass}>
      <div>
        <h1 className={titleClass}>{t('WEB.CHECKOUT.PAYMENT.TITLE')}</h1>
        {!online && <p className={noticeClass}>{t('WEB.CHECKOUT.OFFLINE')}</p>}
        {notice && (
          <p className={noticeClass} data-tone="alert" role="alert">
            {t(`WEB.CHECKOUT.PAYMENT.NOTICE.${notice}` as LabelKey)}
          </p>
        )}
        {chosen ? (
          <fieldset className={methodsClass}>
            <legend>{t('WEB.CHECKOUT.PAYMENT.METHODS')}</legend>
            {options.map((option) => (
              <div key={option.brandCode} className={methodClass}>
                <label>
                  <input
                    type="radio"
                    name="payment-method"
                    value={option.brandCode}
                    checked={option === chosen}
                    onChange={() => setMethod(option.brandCode)}
                  />
                  {option.brandCode !== 'creditcard' &&
                    option.logos.map((logo) => <MethodMark key={logo} logo={logo} />)}
                  <span>{t(methodLabelKey(option.brandCode))}</span>
                </label>
                {option.brandCode === 'creditcard' && option.logos.length > 0 && (
                  <ul className={marksClass} aria-label={t('WEB.CHECKOUT.PAYMENT.ACCEPTED')}>
                    {option.logos.map((logo) => (
                      <li key={logo}>
                        <CardMark brand={logo} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </fieldset>
        ) : (
          <p className={noticeClass} data-tone="alert" role="alert">
            {t('WEB.CHECKOUT.PAYMENT.NONE')}
          </p>
        )}
        {chosen && (
          <PaymentPanel
            key={chosen.brandCode}
            option={chosen}
            cart={cart}
            disabled={!online}
            footer={<BillingSummary cart={cart} />}
            onChosen={(chosenPayment) => {
              rememberPaymentMethod(config.siteTag, chosenPayment.brandCode);
              choosePayment(chosenPayment);
              navigate(paths.checkout('review'));
            }}
          />
        )}
      </div>
      <BasketSummary
        cart={cart}
        figures={figures}
        readOnly={!online}
        canProceed={false}
        figuresOnly
      />
    </div>
  );
}
