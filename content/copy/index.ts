import type { Lang } from '../languages';
import { AR } from './ar';
import { EN } from './en';
import { FR } from './fr';
import { JA } from './ja';
import type { Copy } from './types';

export type { Copy };

export const COPY: Record<Lang, Copy> = { en: EN, fr: FR, ja: JA, ar: AR };
