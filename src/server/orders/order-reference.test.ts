import { describe, expect, it } from 'vitest';
import { isOrderReference, newOrderReference } from './order-reference';

describe('newOrderReference', () => {
  it('makes references of the documented form, different each time', () => {
    const references = Array.from({ length: 2000 }, newOrderReference);
    for (const reference of references) expect(isOrderReference(reference)).toBe(true);
    expect(new Set(references).size).toBe(references.length);
    // every symbol of the alphabet turns up, and none of the misreadable letters
    const symbols = new Set(references.join('').replaceAll('-', ''));
    expect(symbols.size).toBe(32);
    expect([...symbols].some((symbol) => 'ILOU'.includes(symbol))).toBe(false);
  });

  it('refuses what is not a reference', () => {
    for (const text of [
      '',
      '7KQ4M2XD9B',
      '7kq4m-2xd9b',
      '7KQ4M-2XD9',
      'IKQ4M-2XD9B',
      '7KQ4M-2XD9B ',
    ])
      expect(isOrderReference(text)).toBe(false);
  });
});
