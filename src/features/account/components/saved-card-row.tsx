import { useQuestionFocus } from '../hooks/use-question-focus';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button, buttonClass } from '../../../platform/ui/button';
import { CardMark, useCardText } from '../../checkout/stored-cards';
import type { SavedCard } from '../hooks/use-payment-methods-page';
import { PAYMENT_METHOD_CODE_LABELS, type PaymentMethodCode } from '../logic/payment-method-codes';
import { alertClass, actionsClass } from './account.styles';
import {
  cardClass,
  cardNameClass,
  cardRowClass,
  cardTextClass,
  confirmClass,
  expiryClass,
} from './payment-methods.styles';

const expiryText = (card: SavedCard) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;

/**
 * One saved card: its mark, "Visa ending 1111", its expiry (an expired card says so in words,
 * not only in colour), and Remove, which opens the confirmation in place; the confirmation takes
 * the focus, and "Keep it" gives it back to Remove.
 */
export function SavedCardRow({
  card,
  confirming,
  removing,
  failure,
  onRemove,
  onKeep,
  onConfirm,
}: {
  card: SavedCard;
  confirming: boolean;
  removing: boolean;
  failure: PaymentMethodCode | null;
  onRemove: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const cardText = useCardText();
  const name = cardText(card);
  const { question, control: removeButton } = useQuestionFocus<
    HTMLParagraphElement,
    HTMLButtonElement
  >(confirming);

  return (
    <li className={cardClass} data-expired={card.expired}>
      <div className={cardRowClass}>
        <CardMark brand={card.brand} decorative />
        <div className={cardTextClass}>
          <p className={cardNameClass}>{name}</p>
          <p className={expiryClass} data-expired={card.expired}>
            {t(
              card.expired
                ? 'WEB.ACCOUNT.PAYMENT-METHODS.EXPIRED'
                : 'WEB.ACCOUNT.PAYMENT-METHODS.EXPIRES',
              { expiry: expiryText(card) },
            )}
          </p>
        </div>
        {!confirming && (
          <button
            ref={removeButton}
            type="button"
            className={buttonClass}
            data-variant="secondary"
            aria-label={t('WEB.ACCOUNT.PAYMENT-METHODS.REMOVE', { card: name })}
            onClick={onRemove}
          >
            {t('WEB.ACCOUNT.PAYMENT-METHODS.REMOVE-SHORT')}
          </button>
        )}
      </div>
      {confirming && (
        <div className={confirmClass}>
          <p ref={question} tabIndex={-1}>
            {t('WEB.ACCOUNT.PAYMENT-METHODS.CONFIRM', { card: name })}
          </p>
          {failure && (
            <p className={alertClass} role="alert">
              {t(PAYMENT_METHOD_CODE_LABELS[failure])}
            </p>
          )}
          <div className={actionsClass}>
            <Button onClick={onConfirm} disabled={removing}>
              {removing ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.PAYMENT-METHODS.CONFIRM.YES')}
            </Button>
            <Button variant="ghost" onClick={onKeep} disabled={removing}>
              {t('WEB.ACCOUNT.PAYMENT-METHODS.CONFIRM.NO')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
