import type { Lang } from '../../../../../content/languages';
import { AR } from './ar';
import { EN } from './en';
import { EN_US } from './en-us';
import { FR } from './fr';
import { JA } from './ja';
import type { PromotionCopy } from './types';

export type { PromotionCopy };

export const PROMOTION_COPY: Record<Lang, PromotionCopy> = { en: EN, fr: FR, ja: JA, ar: AR };

/** Where a country writes a language its own way, keyed `{lang}-{countryCode}`. */
const REGIONAL_COPY: Readonly<Partial<Record<string, PromotionCopy>>> = { 'en-US': EN_US };

/** The promotions' copy of `lang` as the site in `countryCode` writes it. */
export const promotionCopyFor = (lang: Lang, countryCode: string): PromotionCopy =>
  REGIONAL_COPY[`${lang}-${countryCode}`] ?? PROMOTION_COPY[lang];
