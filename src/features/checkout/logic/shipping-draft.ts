/**
 * What the shopper types on the shipping step: their details, the delivery address, whether
 * billing matches it and the billing address. Values are kept as typed (the shared rules tidy
 * them when they are checked and sent).
 */
import type { AddressField } from '../../../shared/address/address-schemas';

export type FieldValues = Partial<Record<AddressField, string>>;

export interface ShippingDraft {
  consumer: FieldValues;
  delivery: FieldValues & { countryCode: string };
  billingMatches: boolean;
  billing: FieldValues & { countryCode: string };
}

/** The consumer's own fields (spec §3 consumer properties), asked once under "Your details". */
export const CONSUMER_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

export const emptyDraft = (countryCode: string): ShippingDraft => ({
  consumer: {},
  delivery: { countryCode },
  billingMatches: true,
  billing: { countryCode },
});

/** A draft as stored may come from an older version: anything not in its shape is dropped. */
export function parseDraft(value: unknown, countries: readonly string[]): ShippingDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<ShippingDraft>;
  const fields = (part: unknown): FieldValues =>
    typeof part === 'object' && part !== null
      ? Object.fromEntries(Object.entries(part).filter(([, text]) => typeof text === 'string'))
      : {};
  const country = (part: unknown) => {
    const code = (part as { countryCode?: unknown } | undefined)?.countryCode;
    return typeof code === 'string' && countries.includes(code) ? code : countries[0]!;
  };
  return {
    consumer: fields(draft.consumer),
    delivery: { ...fields(draft.delivery), countryCode: country(draft.delivery) },
    billingMatches: draft.billingMatches !== false,
    billing: { ...fields(draft.billing), countryCode: country(draft.billing) },
  };
}
