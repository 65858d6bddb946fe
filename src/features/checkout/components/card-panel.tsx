import type { FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import { visuallyHidden } from '../../../platform/ui/visually-hidden';
import { useCardPanel, type CardSelection } from '../hooks/use-card-panel';
import { useCardText } from '../hooks/use-card-text';
import type { CardSummary } from '../logic/payment-choice';
import { CardForm } from './card-form';
import { CardMark } from './card-mark';
import { noticeClass } from './checkout.styles';
import type { PaymentPanelProps } from './payment-panels';
import { cardChoicesClass, checkboxRowClass, panelClass, secureClass } from './payment.styles';

/**
 * The card's panel on the payment step: the shopper's saved cards (and the card given earlier
 * in this checkout) as choices above "Use a new card", the card form, "Save this card for next
 * time" (unticked), the billing address, and Continue to review.
 */
export function CardPanel({ disabled, footer, onChosen }: PaymentPanelProps) {
  const t = useT();
  const cardText = useCardText();
  const panel = useCardPanel();
  const { selected, storedCards, entered } = panel;
  const choices: Array<{ value: CardSelection; card: CardSummary }> = [
    ...(entered ? [{ value: 'entered' as const, card: entered }] : []),
    ...storedCards.map((card) => ({ value: `stored:${card.id}` as const, card })),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = await panel.submit();
    if (choice) onChosen(choice);
    // the first field reported is where the shopper starts fixing
    else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <form className={panelClass} noValidate onSubmit={(event) => void onSubmit(event)}>
      {choices.length > 0 && (
        <fieldset className={cardChoicesClass} disabled={disabled}>
          <legend>{t('WEB.CHECKOUT.PAYMENT.PAY-WITH')}</legend>
          {choices.map(({ value, card }) => (
            <label key={value}>
              <input
                type="radio"
                name="card"
                value={value}
                checked={selected === value}
                onChange={() => panel.select(value)}
              />
              <CardMark brand={card.brand} decorative />
              <span>{cardText(card, true)}</span>
            </label>
          ))}
          <label>
            <input
              type="radio"
              name="card"
              value="new"
              checked={selected === 'new'}
              onChange={() => panel.select('new')}
            />
            <span>{t('WEB.CHECKOUT.PAYMENT.NEW-CARD')}</span>
          </label>
        </fieldset>
      )}
      {selected === 'new' && (
        <>
          <CardForm form={panel.form} disabled={disabled || panel.busy} />
          <label className={checkboxRowClass}>
            <input
              type="checkbox"
              checked={panel.storeCard}
              disabled={disabled || panel.busy}
              onChange={(event) => panel.setStoreCard(event.target.checked)}
            />
            {t('WEB.CHECKOUT.PAYMENT.SAVE-CARD')}
          </label>
          <p className={secureClass}>{t('WEB.CHECKOUT.PAYMENT.SECURE')}</p>
        </>
      )}
      {panel.failure && (
        <p className={noticeClass} data-tone="alert" role="alert">
          {t(panel.failure === 'OFFLINE' ? 'WEB.CHECKOUT.OFFLINE' : 'WEB.CHECKOUT.ERROR.GENERIC')}
        </p>
      )}
      {footer}
      <Button type="submit" block disabled={disabled || panel.busy}>
        {t('WEB.CHECKOUT.PAYMENT.CONTINUE')}
      </Button>
      <p role="status" className={visuallyHidden}>
        {panel.busy ? t('WEB.CHECKOUT.PAYMENT.PREPARING') : ''}
      </p>
    </form>
  );
}
