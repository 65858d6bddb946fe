/**
 * Labels (spec §8 "Missing translation"). This is the only module that imports rosetta; the rest
 * of the app uses the `t` that I18nProvider makes with createTranslator and puts in context.
 * Each translator owns its rosetta instance, holding one language's pack: nothing is global,
 * so a server rendering two languages at once cannot mix them. Keys are typed from the English
 * pack, so an unknown key is a compile error.
 */
import rosetta from 'rosetta';
import type englishPack from '../../../public/gb/language/en.json';

export type LabelKey = keyof typeof englishPack;
export type Labels = Partial<Record<LabelKey, string>> & Record<string, string>;
export type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

/**
 * The label packs write placeholders as `{name}`; rosetta's templite only fills `{{name}}`, so
 * single-brace placeholders are filled here.
 */
function interpolate(text: string, params: Record<string, string | number> | undefined): string {
  if (!params) return text;
  return text.replace(
    /\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g,
    (match, double?: string, single?: string) => {
      const value = params[double ?? single ?? ''];
      return value === undefined ? match : String(value);
    },
  );
}

/**
 * The translator of one language's labels. Missing keys render MISSING.TRANSLATION and are
 * reported once each.
 */
export function createTranslator(language: string, labels: Labels): Translate {
  const i18n = rosetta<Labels>({ [language]: labels });
  i18n.locale(language);
  const reported = new Set<string>();
  return (key, params) => {
    // The key goes in as a one-element path: rosetta (dlv) splits a string key on dots, and
    // every label key ("WEB.SEARCH.LABEL") is a flat key containing dots.
    const value = interpolate(i18n.t([key], params ?? {}), params);
    if (value) return value;
    if (!reported.has(key)) {
      reported.add(key);
      console.warn(`Missing translation: ${key} (${language})`);
    }
    return 'MISSING.TRANSLATION';
  };
}
