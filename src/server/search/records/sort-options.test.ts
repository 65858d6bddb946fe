import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_OPTIONS, readSortOptions } from './sort-options';

describe('readSortOptions', () => {
  it("reads a folder's committed sortOptions.json from public/ by default", () => {
    const committed = JSON.parse(readFileSync('public/gb/sortOptions.json', 'utf8')) as unknown;
    expect(readSortOptions('gb')).toEqual(committed);
  });

  it('falls back to best match and the three sorts for a folder without one', () => {
    expect(readSortOptions('no-such-folder')).toBe(DEFAULT_SORT_OPTIONS);
  });
});
