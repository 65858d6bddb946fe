import { useMemo } from 'react';
import { useActiveLocale } from '../../../platform/site/site-context';
import { addressLines, type ShownAddress } from '../logic/address-lines';

/** An address as lines in the shopper's language (countries and regions named in it). */
export function useAddressText(): (address: ShownAddress) => string[] {
  const { language } = useActiveLocale();
  const names = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language]);
  return (address) => addressLines(address, language, (code) => names.of(code) ?? code);
}
