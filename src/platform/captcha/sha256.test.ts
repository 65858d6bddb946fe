import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex, sha256Words, wordsOfHex } from './sha256';

const latin1 = fc.string({
  unit: fc.integer({ min: 0, max: 255 }).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});
const node = (text: string) =>
  createHash('sha256').update(Buffer.from(text, 'latin1')).digest('hex');

describe('sha256', () => {
  it('gives the FIPS 180-4 digests of the standard examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with Node for any text of bytes, across block boundaries', () => {
    fc.assert(
      fc.property(latin1, (text) => {
        expect(sha256Hex(text)).toBe(node(text));
      }),
      { numRuns: 500 },
    );
    for (const length of [55, 56, 63, 64, 65, 119, 120, 128]) {
      expect(sha256Hex('x'.repeat(length))).toBe(node('x'.repeat(length)));
    }
  });

  it('reads a hex digest back into the words it compares', () => {
    fc.assert(
      fc.property(latin1, (text) => {
        expect([...wordsOfHex(node(text))]).toEqual([...sha256Words(text)]);
      }),
    );
  });
});
