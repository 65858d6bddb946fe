import type { FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { Button } from '../../../platform/ui/button';
import type { PayPalChoice, RedirectChoice } from '../logic/payment-choice';
import type { PaymentPanelProps } from './payment-panels';
import { panelClass } from './payment.styles';

type Method = (PayPalChoice | RedirectChoice)['brandCode'];

/**
 * The panel of a method paid on the provider's own page after Place order — PayPal, iDEAL,
 * Alipay: what happens next, said plainly, and Continue to review. Nothing is asked here: the
 * shopper approves on the provider's page (and for iDEAL chooses the bank there). PayPal holds
 * the payer's billing address, so its panel shows none (spec §5 "billing address omitted for
 * PayPal"); the others show the shop's, as the card does.
 */
export function RedirectPanel({ option, disabled, footer, onChosen }: PaymentPanelProps) {
  const t = useT();
  const brandCode = option.brandCode as Method;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChosen({ brandCode });
  };
  return (
    <form className={panelClass} noValidate onSubmit={onSubmit}>
      <p>{t(`WEB.CHECKOUT.PAYMENT.NEXT.${brandCode.toUpperCase()}` as LabelKey)}</p>
      {brandCode !== 'paypal' && footer}
      <Button type="submit" block disabled={disabled}>
        {t('WEB.CHECKOUT.PAYMENT.CONTINUE')}
      </Button>
    </form>
  );
}
