/**
 * Product names and descriptions in every seeded language, composed from the vocabulary with
 * each language's word order and agreement. Results are memoised: at 100,000 products the
 * same few thousand combinations repeat, and sharing the strings keeps generation fast and
 * memory flat.
 */
import type { Texts } from './languages';
import { ADJECTIVES, type AdjectiveKey } from './vocabulary/adjectives';
import type { BrandSpec } from './vocabulary/brands';
import type { GarmentStyle } from './vocabulary/garment-styles';
import { MATERIALS, type MaterialKey } from './vocabulary/materials';
import { stylingSentence } from './vocabulary/styling';

const nameCache = new Map<string, Texts>();
const descriptionCache = new Map<string, Texts>();

/** "Linen Midi Dress", "Robe midi en lin", "リネン ミディドレス", "فستان متوسط الطول من الكتان". */
export function productName(
  style: GarmentStyle,
  adjectiveKey: AdjectiveKey,
  materialKey: MaterialKey,
): Texts {
  const key = `${style.key}|${adjectiveKey}|${materialKey}`;
  const cached = nameCache.get(key);
  if (cached) return cached;

  const adjective = ADJECTIVES[adjectiveKey];
  const material = MATERIALS[materialKey].names;
  const frForm = adjective.fr[(style.fr.plural ? 2 : 0) + (style.fr.gender === 'f' ? 1 : 0)];
  const arForm = adjective.ar[style.ar.gender === 'f' ? 1 : 0];
  const name: Texts = {
    en:
      adjective.en.position === 'before-material'
        ? `${adjective.en.word} ${material.en} ${style.en}`
        : `${material.en} ${adjective.en.word} ${style.en}`,
    fr: `${style.fr.word} ${frForm} en ${material.fr}`,
    ja: `${material.ja} ${adjective.ja}${style.ja}`,
    ar: `${style.ar.word} ${arForm} من ${material.ar}`,
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
