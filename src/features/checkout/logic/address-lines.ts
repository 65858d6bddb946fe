/**
 * An address as a shopper reads it back on the payment and review steps: name, lines, town
 * with its postcode, the region by its name in the shopper's language, the country by its name.
 */
import { regionsOf } from '../../../shared/address/regions';
import type { CartAddress } from '../../../shared/domain/checkout';

/** What an address shows: a cart's address, or one of the account's address book. */
export type ShownAddress = Pick<
  CartAddress,
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'postcode'
  | 'region'
  | 'countryCode'
>;

export function addressLines(
  address: ShownAddress,
  language: string,
  countryName: (code: string) => string,
): string[] {
  const region = address.region
    ? (regionsOf(address.countryCode, language).find((one) => one.code === address.region)?.name ??
      address.region)
    : undefined;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.addressLine1,
    address.addressLine2,
    [address.city, address.postcode].filter(Boolean).join(' '),
    region,
    countryName(address.countryCode),
  ].filter((line): line is string => Boolean(line));
}
