import { useT } from '../../../platform/i18n/i18n-context';
import type { SavedAddress } from '../../../shared/api/addresses';
import { useAddressText } from '../hooks/use-address-text';
import { optionMetaClass, optionsClass } from './checkout.styles';

export interface SavedAddressPickerProps {
  offered: readonly SavedAddress[];
  /** the chosen address's id, or 'new' */
  choice: string | null;
  disabled: boolean;
  onChoose: (id: string) => void;
}

/**
 * The account's saved addresses as a choice before the address form (issue 14): each one a
 * radio named by its lines, the default said so, and "use a new address" last.
 */
export function SavedAddressPicker({
  offered,
  choice,
  disabled,
  onChoose,
}: SavedAddressPickerProps) {
  const t = useT();
  const text = useAddressText();
  return (
    <fieldset className={optionsClass} disabled={disabled}>
      <legend>{t('WEB.CHECKOUT.SAVED.TITLE')}</legend>
      {offered.map((address) => (
        <label key={address.id}>
          <input
            type="radio"
            name="saved-address"
            value={address.id}
            checked={choice === address.id}
            onChange={() => onChoose(address.id)}
          />
          <span>{text(address).join(', ')}</span>
          {address.default ? (
            <span className={optionMetaClass}>{t('WEB.CHECKOUT.SAVED.DEFAULT')}</span>
          ) : (
            <span />
          )}
        </label>
      ))}
      <label>
        <input
          type="radio"
          name="saved-address"
          value="new"
          checked={choice === 'new'}
          onChange={() => onChoose('new')}
        />
        <span>{t('WEB.CHECKOUT.SAVED.NEW')}</span>
        <span />
      </label>
    </fieldset>
  );
}
