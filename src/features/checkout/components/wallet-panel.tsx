import type { FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import type { WalletChoice } from '../logic/payment-choice';
import { methodLabelKey } from '../logic/payment-options';
import type { PaymentPanelProps } from './payment-panels';
import { panelClass } from './payment.styles';

/**
 * The panel of a wallet (Google Pay, Apple Pay), offered only where the browser said it can
 * pay with it: what happens next — the wallet's sheet opens from Place order, once the
 * agreements are ticked at review, and its token pays the order at once —, the billing
 * address and Continue to review.
 */
export function WalletPanel({ option, disabled, footer, onChosen }: PaymentPanelProps) {
  const t = useT();
  const brandCode = option.brandCode as WalletChoice['brandCode'];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChosen({ brandCode });
  };
  return (
    <form className={panelClass} noValidate onSubmit={onSubmit}>
      <p>{t('WEB.CHECKOUT.PAYMENT.NEXT.WALLET', { method: t(methodLabelKey(brandCode)) })}</p>
      {footer}
      <Button type="submit" block disabled={disabled}>
        {t('WEB.CHECKOUT.PAYMENT.CONTINUE')}
      </Button>
    </form>
  );
}
