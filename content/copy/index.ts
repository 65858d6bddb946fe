import type { Lang } from '../languages';
import { AR } from './ar';
import { EN } from './en';
import { EN_US } from './en-us';
import { FR } from './fr';
import { JA } from './ja';
import type { Copy } from './types';

export type { Copy };

export const COPY: Record<Lang, Copy> = { en: EN, fr: FR, ja: JA, ar: AR };

/** Where a country writes a language its own way, keyed `{lang}-{countryCode}`. */
const REGIONAL_COPY: Readonly<Partial<Record<string, Copy>>> = { 'en-US': EN_US };

/** The copy of `lang` as the site in `countryCode` writes it. */
export const copyFor = (lang: Lang, countryCode: string): Copy =>
  REGIONAL_COPY[`${lang}-${countryCode}`] ?? COPY[lang];
