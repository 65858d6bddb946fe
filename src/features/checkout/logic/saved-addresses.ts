/**
 * Which of the account's saved addresses the shipping step offers and which it starts with
 * (issue 14): only those in a country the site delivers to; the one the cart already holds,
 * else the default, else the newest.
 */
import type { SavedAddress } from '../../../shared/api/addresses';
import type { CartAddress } from '../../../shared/domain/checkout';

const SAME = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'region',
  'countryCode',
] as const;

/** Whether a saved address is the one the cart holds (both normalised by the same rules). */
export const isSameAddress = (saved: SavedAddress, held: CartAddress): boolean =>
  SAME.every((field) => (saved[field] ?? '') === (held[field] ?? ''));

export const shippableAddresses = (
  addresses: readonly SavedAddress[],
  countries: readonly string[],
): SavedAddress[] => addresses.filter((address) => countries.includes(address.countryCode));

/** The address fields whose text means the shopper started typing a delivery address. */
const TYPED = ['addressLine1', 'addressLine2', 'city', 'postcode'] as const;

/** Whether the step's draft holds a delivery address the shopper began to type. */
export const hasTypedAddress = (delivery: Partial<Record<string, string>>): boolean =>
  TYPED.some((field) => (delivery[field] ?? '').trim() !== '');

/**
 * The choice the step opens with: the saved address the cart's delivery address is, 'new' for
 * one typed in (held by the cart, or a draft the shopper was typing before a reload: what they
 * typed is never replaced), or — neither — the default (the book lists it first), else the
 * first; 'new' when there is none.
 */
export function firstChoice(
  offered: readonly SavedAddress[],
  delivery: CartAddress | undefined,
  typing = false,
): { choice: string; send: SavedAddress | null } {
  if (delivery) {
    return { choice: offered.find((one) => isSameAddress(one, delivery))?.id ?? 'new', send: null };
  }
  if (typing) return { choice: 'new', send: null };
  const preferred = offered.find((one) => one.default) ?? offered[0];
  return preferred ? { choice: preferred.id, send: preferred } : { choice: 'new', send: null };
}
