/**
 * Checks the whole shipping form at once with the shared address rules (spec §5: every error
 * reported together), keyed by where each field sits on the form: `consumer.email`,
 * `delivery.postcode`, `billing.city`. The delivery address carries the consumer's name, phone
 * and email, so its rules about them are reported beside the consumer's fields.
 */
import {
  validateAddress,
  validateConsumer,
  type AddressErrorCode,
  type AddressValidation,
  type AddressValues,
} from '../../../shared/address/validate-address';
import { ApiError } from '../../../shared/api/api-error';
import { CONSUMER_FIELDS, type FieldValues, type ShippingDraft } from './shipping-draft';

export type FormSection = 'consumer' | 'delivery' | 'billing';
export type FieldProblems = Record<string, readonly string[]>;

export interface DraftValidation {
  valid: boolean;
  errors: FieldProblems;
  warnings: FieldProblems;
  consumer: AddressValues;
  delivery: AddressValues;
  billing: AddressValues;
}

const isConsumerField = (field: string) => (CONSUMER_FIELDS as readonly string[]).includes(field);

/** Where a field of an address sent as `section` is shown on the form. */
export function fieldKey(section: FormSection, field: string): string {
  if (section === 'delivery' && isConsumerField(field)) return `consumer.${field}`;
  return `${section}.${field}`;
}

/** Adds `problems` (per field, as the rules or the server report them) under `section`. */
export function addProblems(
  into: Record<string, string[]>,
  section: FormSection,
  problems: Partial<Record<string, readonly string[]>>,
): void {
  for (const [field, codes] of Object.entries(problems)) {
    const key = fieldKey(section, field);
    into[key] = [...new Set([...(into[key] ?? []), ...(codes ?? [])])];
  }
}

/**
 * The fields a 400 ADDRESS_INVALID names (the server's rules are these same rules, so this is
 * rare: a rule that changed since the page loaded), or null for any other failure.
 */
export const serverAddressProblems = (error: unknown) =>
  error instanceof ApiError && error.code === 'ADDRESS_INVALID'
    ? ((error.details as { errors?: Record<string, string[]> } | undefined)?.errors ?? null)
    : null;

/** Problems keyed as a form of one whole address shows them: `${section}.${field}`, each its own. */
export function sectionProblems(
  section: FormSection,
  problems: Partial<Record<string, readonly string[]>>,
): FieldProblems {
  const keyed: Record<string, readonly string[]> = {};
  for (const [field, codes] of Object.entries(problems)) {
    if (codes?.length) keyed[`${section}.${field}`] = codes;
  }
  return keyed;
}

/**
 * Checks one whole address, names and contact included (the account's address book: issue 14,
 * the same rules as checkout's), every problem under `section`.
 */
export function validateAddressEntry(
  section: FormSection,
  countryCode: string,
  values: FieldValues,
): { valid: boolean; errors: FieldProblems; warnings: FieldProblems; values: AddressValues } {
  const checked = validateAddress(countryCode, values);
  return {
    valid: checked.valid,
    errors: sectionProblems(section, checked.errors),
    warnings: sectionProblems(section, checked.warnings),
    values: checked.values,
  };
}

export function validateDraft(draft: ShippingDraft): DraftValidation {
  const country = draft.delivery.countryCode;
  const consumer = validateConsumer(country, draft.consumer);
  const delivery = validateAddress(country, { ...draft.delivery, ...draft.consumer });
  const billing: AddressValidation = draft.billingMatches
    ? { valid: true, errors: {}, warnings: {}, values: {} }
    : validateAddress(draft.billing.countryCode, draft.billing);
  const errors: Record<string, AddressErrorCode[]> = {};
  const warnings: Record<string, string[]> = {};
  addProblems(errors, 'consumer', consumer.errors);
  addProblems(errors, 'delivery', delivery.errors);
  addProblems(errors, 'billing', billing.errors);
  addProblems(warnings, 'delivery', delivery.warnings);
  addProblems(warnings, 'billing', billing.warnings);
  return {
    valid: consumer.valid && delivery.valid && billing.valid,
    errors,
    warnings,
    consumer: consumer.values,
    delivery: delivery.values,
    billing: billing.values,
  };
}
