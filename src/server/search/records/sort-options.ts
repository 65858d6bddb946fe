/**
 * Sort options per country folder. The seed writes public/{folder}/sortOptions.json (the same
 * file the app reads); each option's `index` names its index as
 * src/shared/search/index-names.ts says ("" for best match, "_price_asc" for a replica).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SortOption } from '../../../shared/domain/site';

/** Used when a folder has no sortOptions.json yet: Algolia's best match plus the three sorts. */
export const DEFAULT_SORT_OPTIONS: SortOption[] = [
  { label: 'WEB.SORT.BESTMATCH', value: 'bestMatch', index: '' },
  { label: 'WEB.SORT.PRICE.ASC', value: 'price_asc', index: '_price_asc' },
  { label: 'WEB.SORT.PRICE.DESC', value: 'price_desc', index: '_price_desc' },
  { label: 'WEB.SORT.NEWEST', value: 'newest', index: '_newest' },
];

const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));

function isSortOption(value: unknown): value is SortOption {
  const o = value as Partial<SortOption> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.value === 'string' &&
    typeof o.index === 'string'
  );
}

/** Reads a folder's sort options; accepts a bare array or `{ sortOptions: [...] }`. */
export function readSortOptions(folder: string, publicDir = PUBLIC_DIR): SortOption[] {
  const file = `${publicDir}/${folder}/sortOptions.json`;
  if (!existsSync(file)) return DEFAULT_SORT_OPTIONS;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(parsed)
    ? parsed
    : (parsed as { sortOptions?: unknown } | null)?.sortOptions;
  if (!Array.isArray(list) || !list.every(isSortOption)) {
    throw new Error(`${file}: expected an array of sort options with value and index`);
  }
  return list;
}
