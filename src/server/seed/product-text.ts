/**
 * Product names and descriptions in every seeded language, composed from the vocabulary with
 * each language's word order and agreement. Results are memoised: at 100,000 products the
 * same few thousand combinations repeat, and sharing the strings keeps generation fast and
 * memory flat.
 */
import type { Texts } from '../../../content/languages';
import { ADJECTIVES, type AdjectiveKey } from './vocabulary/adjectives';
import type { BrandSpec } from './vocabulary/brands';
import type { GarmentStyle } from './vocabulary/garment-styles';
import { MATERIALS, type MaterialKey } from './vocabulary/materials';
import { stylingSentence } from './vocabulary/styling';

const nameCache = new Map<string, Texts>();
const descriptionCache = new Map<string, Texts>();

/**
 * A name from one or two adjectives (at most one of each English position), a material and
 * the garment: "Linen Midi Dress", "Relaxed Linen Midi Dress", "Robe midi ample en lin",
 * "リネン リラックスミディドレス", "فستان متوسط الطول مريح من الكتان".
 */
export function productName(
  style: GarmentStyle,
  adjectiveKeys: readonly AdjectiveKey[],
  materialKey: MaterialKey,
): Texts {
  const key = `${style.key}|${adjectiveKeys.join('+')}|${materialKey}`;
  const cached = nameCache.get(key);
  if (cached) return cached;

  const adjectives = adjectiveKeys.map((k) => ADJECTIVES[k]);
  const quality = adjectives.filter((a) => a.en.position === 'before-material');
  const cut = adjectives.filter((a) => a.en.position === 'after-material');
  // Cut words sit next to the noun in every language; quality words sit further out.
  const ordered = [...cut, ...quality];
  const frIndex = (style.fr.plural ? 2 : 0) + (style.fr.gender === 'f' ? 1 : 0);
  const arIndex = style.ar.gender === 'f' ? 1 : 0;
  const material = MATERIALS[materialKey].names;
  const words = (list: string[]) => list.filter(Boolean).join(' ');
  const name: Texts = {
    en: words([
      ...quality.map((a) => a.en.word),
      material.en,
      ...cut.map((a) => a.en.word),
      style.en,
    ]),
    fr: `${words([style.fr.word, ...ordered.map((a) => a.fr[frIndex] ?? '')])} en ${material.fr}`,
    ja: `${material.ja} ${[...quality, ...cut].map((a) => a.ja).join('')}${style.ja}`,
    ar: `${words([style.ar.word, ...ordered.map((a) => a.ar[arIndex] ?? '')])} من ${material.ar}`,
  };
  nameCache.set(key, name);
  return name;
}

/**
 * Two or three sentences: what it is made of, how to wear it, and (when `withBrandStory`)
 * the brand's own line.
 */
export function productDescription(
  style: GarmentStyle,
  materialKey: MaterialKey,
  brand: BrandSpec,
  stylingChoice: number,
  withBrandStory: boolean,
): Texts {
  const key = `${style.kind}|${materialKey}|${brand.tag}|${stylingChoice}|${withBrandStory ? 1 : 0}`;
  const cached = descriptionCache.get(key);
  if (cached) return cached;

  const parts: Texts[] = [
    MATERIALS[materialKey].sentence,
    stylingSentence(style.kind, stylingChoice),
  ];
  if (withBrandStory) parts.push(brand.story);
  const description: Texts = {
    en: parts.map((p) => p.en).join(' '),
    fr: parts.map((p) => p.fr).join(' '),
    // Japanese runs sentences together without spaces.
    ja: parts.map((p) => p.ja).join(''),
    ar: parts.map((p) => p.ar).join(' '),
  };
  descriptionCache.set(key, description);
  return description;
}
