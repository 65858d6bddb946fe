import type { Localised } from './types';

/**
 * The text in `lang`, else in the fallback language, else English, else any: a product must
 * never show an empty name because one translation is missing.
 */
export function localise(texts: Localised, lang: string, fallbackLang = 'en'): string {
  return texts[lang] ?? texts[fallbackLang] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

export function localiseList(
  lists: Record<string, string[]>,
  lang: string,
  fallbackLang = 'en',
): string[] {
  return lists[lang] ?? lists[fallbackLang] ?? lists.en ?? Object.values(lists)[0] ?? [];
}
