/**
 * Labels (spec §8 "Missing translation"). This is the only module that imports rosetta; the rest
 * of the app uses `t`. Keys are typed from the English pack, so an unknown key is a compile
 * error. rosetta's locale is global and not reactive: I18nProvider re-renders on change.
 */
import rosetta from 'rosetta';
import type englishPack from '../../../public/gb/language/en.json';

export type LabelKey = keyof typeof englishPack;
export type Labels = Partial<Record<LabelKey, string>> & Record<string, string>;
export type Translate = (key: LabelKey, params?: Record<string, string | number>) => string;

const i18n = rosetta<Labels>();
const reported = new Set<string>();

export function setLabels(language: string, labels: Labels): void {
  i18n.set(language, labels);
  i18n.locale(language);
}

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

/** Missing keys render MISSING.TRANSLATION and are reported once each. */
export const t: Translate = (key, params) => {
  // The key goes in as a one-element path: rosetta (dlv) splits a string key on dots, and
  // every label key ("WEB.SEARCH.LABEL") is a flat key containing dots.
  const value = interpolate(i18n.t([key], params ?? {}), params);
  if (value) return value;
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`Missing translation: ${key} (${i18n.locale()})`);
  }
  return 'MISSING.TRANSLATION';
};
