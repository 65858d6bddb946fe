import { useId } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import type { SavedAddress } from '../../../shared/api/addresses';
import { useAddressText } from '../../checkout/address-book';
import { useQuestionFocus } from '../hooks/use-question-focus';
import { linkButtonClass } from './account.styles';
import { badgeClass, cardActionsClass, cardClass, confirmClass } from './addresses.styles';

export interface AddressCardProps {
  address: SavedAddress;
  /** the removal is being asked about (its question in place of the actions) */
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onAskRemove: () => void;
  onRemove: () => void;
  onKeep: () => void;
}

/**
 * One saved address: its lines, the default marked, and its actions, each described by the
 * address so a screen reader hears which one it acts on. Removing asks first, in the card: the
 * question takes the focus, and keeping the address gives it back to Remove.
 */
export function AddressCard(props: AddressCardProps) {
  const { address, confirming, busy } = props;
  const t = useT();
  const id = useId();
  const lines = useAddressText()(address);
  const { question, control: removeButton } = useQuestionFocus<
    HTMLParagraphElement,
    HTMLButtonElement
  >(confirming);
  return (
    <li className={cardClass} data-default={address.default || undefined}>
      {address.default && <span className={badgeClass}>{t('WEB.ACCOUNT.ADDRESSES.DEFAULT')}</span>}
      <address id={id}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {confirming ? (
        <div className={confirmClass} role="group" aria-describedby={id}>
          <p ref={question} tabIndex={-1}>
            {t('WEB.ACCOUNT.ADDRESSES.CONFIRM-REMOVE')}
          </p>
          <div className={cardActionsClass}>
            <Button variant="secondary" disabled={busy} onClick={props.onRemove}>
              {t('WEB.ACCOUNT.ADDRESSES.CONFIRM-YES')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={props.onKeep}>
              {t('WEB.ACCOUNT.ADDRESSES.CONFIRM-NO')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={cardActionsClass}>
          <button
            type="button"
            className={linkButtonClass}
            aria-describedby={id}
            disabled={busy}
            onClick={props.onEdit}
          >
            {t('WEB.ACCOUNT.ADDRESSES.EDIT')}
          </button>
          {!address.default && (
            <button
              type="button"
              className={linkButtonClass}
              aria-describedby={id}
              disabled={busy}
              onClick={props.onMakeDefault}
            >
              {t('WEB.ACCOUNT.ADDRESSES.MAKE-DEFAULT')}
            </button>
          )}
          <button
            ref={removeButton}
            type="button"
            className={linkButtonClass}
            aria-describedby={id}
            disabled={busy}
            onClick={props.onAskRemove}
          >
            {t('WEB.ACCOUNT.ADDRESSES.REMOVE')}
          </button>
        </div>
      )}
    </li>
  );
}
