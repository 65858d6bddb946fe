import { describe, expect, it } from 'vitest';
import type { SortOption } from '../../../shared/domain/site';
import { resolveSortOption, sortOptionAppliesTo, sortOptionsFor } from './sort-options';

const options: SortOption[] = [
  { label: 'WEB.SORT.BESTMATCH', value: 'bestMatch', index: '' },
  { label: 'WEB.SORT.PRICE.ASC', value: 'price_asc', index: '_price_asc' },
  { label: 'WEB.SORT.NEWEST', value: 'newest', index: '_newest', onlyAppear: ['/women'] },
  { label: 'X', value: 'sale', index: '_sale', doesNotAppear: ['/search', '/men/shoes'] },
];

describe('sort options', () => {
  it('honours onlyAppear and doesNotAppear by path and sub-path', () => {
    expect(sortOptionsFor(options, '/women/dresses').map((o) => o.value)).toEqual([
      'bestMatch',
      'price_asc',
      'newest',
      'sale',
    ]);
    expect(sortOptionsFor(options, '/men/shoes/boots').map((o) => o.value)).toEqual([
      'bestMatch',
      'price_asc',
    ]);
    expect(sortOptionAppliesTo(options[2]!, '/womenswear')).toBe(false);
  });

  it('picks the named option, else best match', () => {
    expect(resolveSortOption(options, 'price_asc')?.index).toBe('_price_asc');
    expect(resolveSortOption(options, 'nonsense')?.value).toBe('bestMatch');
    expect(resolveSortOption(options, null)?.value).toBe('bestMatch');
    expect(resolveSortOption(options.slice(1), null)?.value).toBe('price_asc');
  });
});
