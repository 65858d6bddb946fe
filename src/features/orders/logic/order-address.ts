import { regionsOf } from '../../../shared/address/regions';
import type { OrderAddress } from '../../../shared/api/order';

/**
 * An address as a label prints it, one line each: the name, the street lines, the town with its
 * postcode, the region by its name in the shopper's language (the order keeps its code), and
 * the country by Intl's name for it.
 */
export function addressLines(
  address: OrderAddress,
  language: string,
  intlLocale: string,
): string[] {
  const country = address.countryCode ?? '';
  const region = address.region
    ? (regionsOf(country, language).find((entry) => entry.code === address.region)?.name ??
      address.region)
    : undefined;
  let countryName: string | undefined;
  try {
    countryName = country
      ? new Intl.DisplayNames([intlLocale], { type: 'region' }).of(country)
      : undefined;
  } catch {
    countryName = country || undefined;
  }
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const town = [address.postcode, address.city].filter(Boolean).join(' ');
  return [name, address.addressLine1, address.addressLine2, town, region, countryName].filter(
    (line): line is string => Boolean(line?.trim()),
  );
}

/** Whether two addresses are one (billing "same as delivery"), whatever their type. */
export function sameAddress(a: OrderAddress, b: OrderAddress | null): boolean {
  if (!b) return true;
  const fields = [
    'firstName',
    'lastName',
    'addressLine1',
    'addressLine2',
    'city',
    'postcode',
    'region',
    'countryCode',
  ] as const;
  return fields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}
