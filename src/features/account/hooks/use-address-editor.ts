import { useEffect, useState } from 'react';
import { useSite } from '../../../platform/site/site-context';
import { addressSchema, type AddressField } from '../../../shared/address/address-schemas';
import { shipsTo } from '../../../shared/address/ship-to';
import type { SavedAddress } from '../../../shared/api/addresses';
import {
  sectionProblems,
  serverAddressProblems,
  validateAddressEntry,
  type FieldProblems,
  type FieldValues,
} from '../../checkout/address-book';
import { useAddressWrite } from '../api/address-book-writes';
import { addressCodeOf, type AddressCode } from '../logic/address-codes';
import { readDraft, writeDraft } from '../store/form-drafts';
import type { SignedInUser } from '../store/identity-store';

/**
 * What the shopper typed in the address book's form, kept for this tab so an error or a reload
 * loses nothing (store/form-drafts.ts; sign-out removes it): the form it belongs to (`target`,
 * 'add' or the address's id), the country, the default flag and the fields.
 */
export const ADDRESS_EDITOR_DRAFT = 'addressBookForm';

/** The form's section: its fields are a delivery address's (ids, autofill tokens, problems). */
export const EDITOR_SECTION = 'delivery';

const FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'region',
  'phoneNumber',
  'email',
];

function valuesOf(address: SavedAddress): FieldValues {
  const values: FieldValues = {};
  for (const field of FIELDS) {
    const value = address[field];
    if (value) values[field] = value;
  }
  return values;
}

/**
 * Talon of the address book's form, for a new address (`editing` null: the shopper's name and
 * e-mail filled in from the account) or one to change. Returns `{ countryCode, countries,
 * values, errors, warnings, makeDefault, failure, pending, setField, setCountry,
 * setMakeDefault, submit }`. Submitting checks the whole address with checkout's rules of its
 * country and shows every problem beside its field; only a valid address is sent, and the
 * server's refusal is shown the same way (a field's) or above the form (an address code).
 */
export function useAddressEditor(editing: SavedAddress | null, user: SignedInUser) {
  const siteCountry = useSite().locale.country;
  const shipping = shipsTo(siteCountry);
  // an address kept on another of the shop's sites can still be changed in its own country
  const countries =
    editing && !shipping.includes(editing.countryCode) && addressSchema(editing.countryCode)
      ? [...shipping, editing.countryCode]
      : shipping;
  const target = editing?.id ?? 'add';
  const [kept] = useState(() => {
    const draft = readDraft(ADDRESS_EDITOR_DRAFT);
    return draft.target === target && countries.includes(draft.countryCode ?? '') ? draft : null;
  });
  const [countryCode, setCountryCode] = useState(
    kept?.countryCode ?? editing?.countryCode ?? shipping[0]!,
  );
  const [values, setValues] = useState<FieldValues>(() =>
    kept
      ? Object.fromEntries(FIELDS.flatMap((field) => (kept[field] ? [[field, kept[field]]] : [])))
      : editing
        ? valuesOf(editing)
        : { firstName: user.givenName, lastName: user.familyName, email: user.email },
  );
  const [makeDefault, setMakeDefault] = useState(kept?.makeDefault === 'true');
  useEffect(() => {
    const fields = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    writeDraft(ADDRESS_EDITOR_DRAFT, {
      ...fields,
      target,
      countryCode,
      makeDefault: String(makeDefault),
    });
  }, [target, countryCode, values, makeDefault]);
  const [errors, setErrors] = useState<FieldProblems>({});
  const [warnings, setWarnings] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<AddressCode | null>(null);
  const write = useAddressWrite();

  const setField = (field: AddressField, value: string) =>
    setValues((old) => ({ ...old, [field]: value }));
  const setCountry = (code: string) => {
    setCountryCode(code);
    setValues((old) => ({ ...old, region: '' }));
  };

  /** Resolves with the saved address, or null when something was wrong (and is shown). */
  async function submit(): Promise<SavedAddress | null> {
    const checked = validateAddressEntry(EDITOR_SECTION, countryCode, values);
    setErrors(checked.errors);
    setWarnings(checked.warnings);
    setFailure(null);
    if (!checked.valid) return null;
    const body = { countryCode, ...checked.values, ...(makeDefault ? { default: true } : {}) };
    try {
      const saved = await write.mutateAsync(
        editing ? { kind: 'update', id: editing.id, body } : { kind: 'add', body },
      );
      return saved ?? null;
    } catch (error) {
      const problems = serverAddressProblems(error);
      if (problems) setErrors(sectionProblems(EDITOR_SECTION, problems));
      else setFailure(addressCodeOf(error, editing ? 'update' : 'add'));
      return null;
    }
  }

  return {
    countryCode,
    countries,
    values,
    errors,
    warnings,
    makeDefault,
    failure,
    pending: write.isPending,
    setField,
    setCountry,
    setMakeDefault,
    submit,
  };
}

export type AddressEditorState = ReturnType<typeof useAddressEditor>;
