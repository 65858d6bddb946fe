/**
 * Percent-encoding for fuzzed URLs that keeps what encodeURIComponent refuses: a lone
 * surrogate becomes the three bytes a careless encoder would produce (WTF-8, ED A0 80 for
 * U+D800), so the server's decoder meets invalid UTF-8 rather than the fuzzer throwing.
 */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Every character but the unreserved ones percent-encoded; lone surrogates as WTF-8. */
export function encodeAnyText(text: string): string {
  let out = '';
  for (const char of text) {
    out += UNRESERVED.test(char) ? char : utf8Bytes(char.codePointAt(0)!).map(hex).join('');
  }
  return out;
}
