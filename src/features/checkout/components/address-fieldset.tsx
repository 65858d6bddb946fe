import { useMemo } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { AddressField } from '../../../shared/address/address-schemas';
import type { AddressForm } from '../../../shared/api/checkout';
import { useTerritory } from '../api/address-form';
import type { FieldValues } from '../logic/shipping-draft';
import type { FieldProblems, FormSection } from '../logic/validate-draft';
import { fieldsetClass } from './checkout.styles';
import { FormField } from './form-field';

/** The browser's autofill name of each field (WHATWG autocomplete tokens). */
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  postcode: 'postal-code',
  region: 'address-level1',
  phoneNumber: 'tel',
  email: 'email',
};
const HALF: ReadonlySet<AddressField> = new Set(['firstName', 'lastName', 'city', 'postcode']);

export interface AddressFieldsetProps {
  section: FormSection;
  legend: string;
  /** the country's form as the server serves it */
  form: AddressForm;
  /** which of the form's fields this fieldset asks */
  only: (field: AddressField) => boolean;
  values: FieldValues;
  errors: FieldProblems;
  warnings: FieldProblems;
  onField: (field: AddressField, value: string) => void;
  /** the country select, where this fieldset has one */
  country?: { value: string; options: readonly string[]; onChange: (code: string) => void };
}

/**
 * A part of the checkout form built from the country's address form: its fields in the order
 * the server gives, each with its required flag and length, the region a select of the
 * country's regions where it has a list, the phone's placeholder the country's example mobile.
 */
export function AddressFieldset(props: AddressFieldsetProps) {
  const { section, legend, form, only, values, errors, warnings, onField, country } = props;
  const t = useT();
  const { language } = useActiveLocale();
  const hasRegions = form.fields.some((field) => field.name === 'region' && field.regionList);
  const regions = useTerritory(form.countryCode, hasRegions && only('region'));
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language]);
  const id = (field: string) => `${section}-${field}`;
  const key = section === 'consumer' ? 'shipping' : section === 'billing' ? 'billing' : 'shipping';
  return (
    <fieldset className={fieldsetClass}>
      <legend>{legend}</legend>
      {country && (
        <FormField
          id={id('countryCode')}
          label={t('WEB.CHECKOUT.FIELD.COUNTRY')}
          required
          errors={errors[`${section}.countryCode`]}
        >
          {({ describedBy, invalid }) => (
            <select
              id={id('countryCode')}
              value={country.value}
              autoComplete={`${key} country`}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => country.onChange(event.target.value)}
            >
              {country.options.map((code) => (
                <option key={code} value={code}>
                  {names.of(code) ?? code}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {form.fields
        .filter((rule) => only(rule.name as AddressField))
        .map((rule) => {
          const name = rule.name as AddressField;
          const fieldId = id(name);
          const problems = errors[`${section}.${name}`];
          const label = t(`WEB.CHECKOUT.FIELD.${name.toUpperCase()}` as LabelKey);
          return (
            <FormField
              key={name}
              id={fieldId}
              label={label}
              required={rule.required}
              errors={problems}
              warnings={warnings[`${section}.${name}`]}
              half={HALF.has(name)}
            >
              {({ describedBy, invalid }) =>
                rule.regionList ? (
                  <select
                    id={fieldId}
                    value={values[name] ?? ''}
                    autoComplete={`${key} ${AUTOCOMPLETE[name]}`}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => onField(name, event.target.value)}
                  >
                    <option value="">{t('WEB.CHECKOUT.FIELD.REGION.CHOOSE')}</option>
                    {regions.data?.regions.map((region) => (
                      <option key={region.code} value={region.code}>
                        {region.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={fieldId}
                    value={values[name] ?? ''}
                    type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
                    dir={name === 'email' || name === 'phoneNumber' ? 'ltr' : undefined}
                    autoComplete={`${key} ${AUTOCOMPLETE[name]}`}
                    placeholder={
                      name === 'phoneNumber' ? (form.phoneExample ?? undefined) : undefined
                    }
                    maxLength={rule.maxLength}
                    aria-required={rule.required || undefined}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(event) => onField(name, event.target.value)}
                  />
                )
              }
            </FormField>
          );
        })}
    </fieldset>
  );
}
