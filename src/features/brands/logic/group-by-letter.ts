/**
 * The brands index groups names by initial (spec §3 "Brand index by letter A-Z and 0-9"):
 * one group per letter A–Z (accents folded: "Éclat" sits under E), one for digits, and one
 * for names that start with anything else, so no brand is ever left out.
 */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DIGITS_GROUP = '0-9';
export const OTHER_GROUP = '#';
export const GROUP_ORDER = [...LETTERS, DIGITS_GROUP, OTHER_GROUP];

export function groupOf(name: string): string {
  const initial = name
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  if (/^[A-Z]$/.test(initial)) return initial;
  if (/^[0-9]$/.test(initial)) return DIGITS_GROUP;
  return OTHER_GROUP;
}

export interface BrandGroup {
  key: string;
  names: string[];
}

/** Groups in A–Z, 0–9, other order; names sorted for the shopper's locale. */
export function groupByLetter(names: readonly string[], locale: string): BrandGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const key = groupOf(name);
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return GROUP_ORDER.filter((key) => groups.has(key)).map((key) => ({
    key,
    names: [...(groups.get(key) ?? [])].sort(collator.compare),
  }));
}
