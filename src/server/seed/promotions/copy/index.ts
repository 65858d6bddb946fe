import type { Lang } from '../../../../../content/languages';
import { AR } from './ar';
import { EN } from './en';
import { FR } from './fr';
import { JA } from './ja';
import type { PromotionCopy } from './types';

export type { PromotionCopy };

export const PROMOTION_COPY: Record<Lang, PromotionCopy> = { en: EN, fr: FR, ja: JA, ar: AR };
