import { describe, expect, it } from 'vitest';
import {
  removeValue,
  sameSelection,
  selectionChips,
  setSingle,
  toggleValue,
  valueCount,
} from './filter-selection';

describe('filter selection', () => {
  it('toggles values and drops a filter with none left', () => {
    const one = toggleValue({}, 'color', 'blue');
    expect(one).toEqual({ color: ['blue'] });
    expect(toggleValue(one, 'color', 'red')).toEqual({ color: ['blue', 'red'] });
    expect(toggleValue(one, 'color', 'blue')).toEqual({});
    expect(removeValue({ color: ['blue', 'red'] }, 'color', 'red')).toEqual({ color: ['blue'] });
  });

  it('sets and clears a single-valued filter', () => {
    expect(setSingle({ size: ['M'] }, 'priceRange', '20>40')).toEqual({
      size: ['M'],
      priceRange: ['20>40'],
    });
    expect(setSingle({ priceRange: ['20>40'] }, 'priceRange', null)).toEqual({});
  });

  it('compares selections sorted, ignoring empty filters', () => {
    expect(sameSelection({ color: ['red', 'blue'] }, { color: ['blue', 'red'] })).toBe(true);
    expect(sameSelection({ size: ['M'], color: [] }, { size: ['M'] })).toBe(true);
    expect(sameSelection({ color: ['red'] }, { color: ['red', 'blue'] })).toBe(false);
    expect(sameSelection({ color: ['red'] }, { size: ['red'] })).toBe(false);
  });

  it('lists chips in filter order and counts values', () => {
    const selection = { size: ['M', 'L'], color: ['blue'] };
    expect(selectionChips(selection, ['color', 'size'])).toEqual([
      { name: 'color', value: 'blue' },
      { name: 'size', value: 'M' },
      { name: 'size', value: 'L' },
    ]);
    expect(valueCount(selection)).toBe(3);
  });
});
