import { describe, expect, it } from 'vitest';
import { brandClause } from './brand-clause';
import { brandNameForTag, brandTag } from './brand-tag';
import { groupByLetter, groupOf } from './group-by-letter';

describe('brandTag', () => {
  it('matches the catalogue slug rule', () => {
    expect(brandTag('Harrow & Finch')).toBe('harrow-and-finch');
    expect(brandTag('Maison Céleste')).toBe('maison-celeste');
    expect(brandTag('Kōyō Studio')).toBe('koyo-studio');
    expect(brandNameForTag(['Atelier Nord', 'Harrow & Finch'], 'Harrow-And-Finch')).toBe(
      'Harrow & Finch',
    );
    expect(brandNameForTag(['Atelier Nord'], 'nobody')).toBeUndefined();
  });
});

describe('groupByLetter', () => {
  it('groups A–Z with accents folded, then 0–9, then the rest', () => {
    const groups = groupByLetter(
      ['Sable Row', 'Éclat', 'atelier Nord', '7 Seas', 'Alba Leather', '«Quote»', 'Émile'],
      'en-GB',
    );
    expect(groups).toEqual([
      { key: 'A', names: ['Alba Leather', 'atelier Nord'] },
      { key: 'E', names: ['Éclat', 'Émile'] },
      { key: 'S', names: ['Sable Row'] },
      { key: '0-9', names: ['7 Seas'] },
      { key: '#', names: ['«Quote»'] },
    ]);
    expect(groupOf('  north')).toBe('N');
  });
});

describe('brandClause', () => {
  it('quotes the name and escapes quotes and backslashes', () => {
    expect(brandClause('Harrow & Finch')).toBe('brand.name:"Harrow & Finch"');
    expect(brandClause('The "Q" \\ Co')).toBe('brand.name:"The \\"Q\\" \\\\ Co"');
  });
});
