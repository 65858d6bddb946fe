/** The languages the demo catalogue and content are written in. */
export const LANGUAGES = ['en', 'fr', 'ja', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Text in every seeded language; stricter than the catalogue's open `Localised` record. */
export type Texts = Record<Lang, string>;

/** Builds a Texts record by applying `fn` to each language. */
export function perLanguage(fn: (lang: Lang) => string): Texts {
  return { en: fn('en'), fr: fn('fr'), ja: fn('ja'), ar: fn('ar') };
}
