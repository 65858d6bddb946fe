import { describe, expect, it } from 'vitest';
import { isOrderReference, normaliseReference } from './order-reference';

describe('order references as typed', () => {
  it.each([
    ['7KQ4M-2XD9B', '7KQ4M-2XD9B'],
    ['7kq4m2xd9b', '7KQ4M-2XD9B'],
    [' 7KQ4M 2XD9B ', '7KQ4M-2XD9B'],
    ['7KQ4M-2XD9B'.replace('0', 'O'), '7KQ4M-2XD9B'],
    ['A0B1C-D0E1F'.replace(/0/g, 'o').replace(/1/g, 'l'), 'A0B1C-D0E1F'],
    ['ZZZ1I-00OO0', 'ZZZ11-00000'],
  ])('reads %j as %s', (typed, reference) => {
    expect(normaliseReference(typed)).toBe(reference);
    expect(isOrderReference(normaliseReference(typed))).toBe(true);
  });

  it.each(['', '7KQ4M-2XD9', '7KQ4M-2XD9BB', 'UUUUU-UUUUU', '7KQ4M_2XD9B'])('refuses %j', (typed) =>
    expect(isOrderReference(normaliseReference(typed))).toBe(false),
  );
});
