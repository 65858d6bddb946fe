import { useEffect, useState } from 'react';
import { useSite } from '../../../platform/site/site-context';
import { shipsTo } from '../../../shared/address/ship-to';
import type { Cart } from '../../../shared/domain/cart';
import { useSendAddress, useSendConsumer } from '../api/checkout-writes';
import { initialDraft } from '../logic/initial-draft';
import type { FieldValues, ShippingDraft } from '../logic/shipping-draft';
import {
  addProblems,
  serverAddressProblems,
  validateDraft,
  type FieldProblems,
  type FormSection,
} from '../logic/validate-draft';
import { readDraft, readLastAddress, rememberAddress, writeDraft } from '../store/draft-storage';

export interface ShippingFormState {
  draft: ShippingDraft;
  countries: readonly string[];
  errors: FieldProblems;
  warnings: FieldProblems;
  /** a refusal that is no field's (network, server): a label key's text */
  failure: 'GENERIC' | null;
  saving: boolean;
  setField: (section: FormSection, field: keyof FieldValues, value: string) => void;
  setCountry: (section: 'delivery' | 'billing', countryCode: string) => void;
  setBillingMatches: (matches: boolean) => void;
  /** the whole draft at once (a saved address chosen) */
  replaceDraft: (draft: ShippingDraft) => void;
  /**
   * Checks everything, shows every problem at once, and sends it when all is well: `next`, or
   * the draft as it is; `saveShippingAddress` only for an account's cart (issue 14).
   */
  submit: (next?: ShippingDraft, saveShippingAddress?: boolean) => Promise<boolean>;
}

/**
 * Talon of the shipping step's form. The draft is restored and kept in this tab's storage on
 * every keystroke, so nothing typed is lost to a reload, an error, going offline or an update.
 * Submitting checks with the shared rules first; a valid form sends the delivery address (with
 * whether billing matches it), then the consumer (their phone is of the delivery country), then
 * a billing address of its own; the server's refusals are shown beside their fields too.
 */
export function useShippingForm(cart: Cart): ShippingFormState {
  const { locale, config } = useSite();
  const siteTag = config.siteTag;
  const countries = shipsTo(locale.country);
  const [draft, setDraft] = useState(() =>
    initialDraft(
      countries,
      readDraft(siteTag),
      cart,
      readLastAddress('DELIVERY'),
      readLastAddress('BILLING'),
    ),
  );
  const [errors, setErrors] = useState<FieldProblems>({});
  const [warnings, setWarnings] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<'GENERIC' | null>(null);
  const [saving, setSaving] = useState(false);
  const sendAddress = useSendAddress();
  const sendConsumer = useSendConsumer();
  useEffect(() => writeDraft(siteTag, draft), [siteTag, draft]);

  const setField = (section: FormSection, field: keyof FieldValues, value: string) =>
    setDraft((old) => ({ ...old, [section]: { ...old[section], [field]: value } }));
  const setCountry = (section: 'delivery' | 'billing', countryCode: string) =>
    setDraft((old) => ({ ...old, [section]: { ...old[section], countryCode, region: '' } }));
  const setBillingMatches = (billingMatches: boolean) =>
    setDraft((old) => ({ ...old, billingMatches }));

  async function submit(next = draft, saveShippingAddress?: boolean): Promise<boolean> {
    const checked = validateDraft(next);
    setErrors(checked.errors);
    setWarnings(checked.warnings);
    setFailure(null);
    if (!checked.valid) return false;
    setSaving(true);
    let section: FormSection = 'delivery';
    try {
      const delivery = { ...checked.delivery, ...checked.consumer };
      let saved = await sendAddress.mutateAsync({
        addressType: 'DELIVERY',
        countryCode: next.delivery.countryCode,
        billingMatchShipping: next.billingMatches,
        ...(saveShippingAddress === undefined ? {} : { saveShippingAddress }),
        ...delivery,
      });
      section = 'consumer';
      saved = await sendConsumer.mutateAsync(checked.consumer);
      if (!next.billingMatches) {
        section = 'billing';
        saved = await sendAddress.mutateAsync({
          addressType: 'BILLING',
          countryCode: next.billing.countryCode,
          ...checked.billing,
        });
      }
      for (const address of saved.addresses) {
        if (address.addressType === 'DELIVERY' || !next.billingMatches) rememberAddress(address);
      }
      return true;
    } catch (error) {
      const problems = serverAddressProblems(error);
      if (problems) {
        const shown: Record<string, string[]> = {};
        addProblems(shown, section, problems);
        setErrors(shown);
      } else setFailure('GENERIC');
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    draft,
    countries,
    errors,
    warnings,
    failure,
    saving,
    setField,
    setCountry,
    setBillingMatches,
    replaceDraft: setDraft,
    submit,
  };
}
