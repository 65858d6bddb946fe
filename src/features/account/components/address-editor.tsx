import { useEffect, useRef, type FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import type { SavedAddress } from '../../../shared/api/addresses';
import { AddressFieldset, useAddressForm } from '../../checkout/address-book';
import { EDITOR_SECTION, useAddressEditor } from '../hooks/use-address-editor';
import { addressCodeText } from '../logic/address-codes';
import type { SignedInUser } from '../store/identity-store';
import { actionsClass, alertClass } from './account.styles';
import { checkboxClass, editorClass } from './addresses.styles';

export interface AddressEditorProps {
  /** the address to change, or null for a new one */
  editing: SavedAddress | null;
  user: SignedInUser;
  /** the book holds no address yet: the first one is the default whatever is ticked */
  first: boolean;
  onSaved: (saved: SavedAddress) => void;
  onCancel: () => void;
}

/**
 * The address book's form: checkout's address form for the chosen country (the same fields,
 * order, regions and phone example), the default flag, save and cancel.
 */
export function AddressEditor({ editing, user, first, onSaved, onCancel }: AddressEditorProps) {
  const t = useT();
  const editor = useAddressEditor(editing, user);
  const form = useAddressForm(editor.countryCode, 'shipping');
  const formRef = useRef<HTMLFormElement>(null);
  const ready = form.data !== undefined;
  // the button that opened the form is gone: the shopper goes on from its first control
  useEffect(() => {
    if (ready) formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [ready]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.submit().then((saved) => {
      if (saved) onSaved(saved);
      // the first field reported is where the shopper starts fixing
      else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <form ref={formRef} className={editorClass} noValidate onSubmit={onSubmit}>
      {Object.keys(editor.errors).length > 0 && (
        <p className={alertClass} role="alert">
          {t('WEB.CHECKOUT.ERROR.SUMMARY')}
        </p>
      )}
      {editor.failure && (
        <p className={alertClass} role="alert">
          {addressCodeText(t, editor.failure)}
        </p>
      )}
      {form.data ? (
        <AddressFieldset
          section={EDITOR_SECTION}
          legend={t(
            editing ? 'WEB.ACCOUNT.ADDRESSES.EDIT-TITLE' : 'WEB.ACCOUNT.ADDRESSES.NEW-TITLE',
          )}
          form={form.data}
          only={() => true}
          values={editor.values}
          errors={editor.errors}
          warnings={editor.warnings}
          onField={editor.setField}
          country={{
            value: editor.countryCode,
            options: editor.countries,
            onChange: editor.setCountry,
          }}
        />
      ) : form.isError ? (
        <p className={alertClass} role="alert">
          {t('WEB.CHECKOUT.ERROR.GENERIC')}
        </p>
      ) : (
        <p role="status">{t('WEB.ACCOUNT.PENDING')}</p>
      )}
      {!editing?.default && !first && (
        <label className={checkboxClass}>
          <input
            type="checkbox"
            checked={editor.makeDefault}
            onChange={(event) => editor.setMakeDefault(event.target.checked)}
          />
          {t('WEB.ACCOUNT.ADDRESSES.SET-DEFAULT')}
        </label>
      )}
      <div className={actionsClass}>
        <Button type="submit" disabled={editor.pending || !form.data}>
          {editor.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.ADDRESSES.SAVE')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('WEB.ACCOUNT.ADDRESSES.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
