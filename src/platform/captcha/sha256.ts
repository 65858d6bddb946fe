/**
 * SHA-256 (FIPS 180-4) of short ASCII texts, synchronous. The proof of work hashes tens of
 * thousands of texts; WebCrypto's digest is asynchronous, one round trip to another thread per
 * text, several times slower for inputs this small. Texts here are a challenge's hex salt and
 * a number: ASCII, so each character is its byte.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The message schedule, the padded message and the digest, reused by every call. */
const w = new Int32Array(64);
let bytes = new Uint8Array(128);
const digest = new Int32Array(8);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/**
 * The eight 32-bit words of the digest of `text` (each character's code must be below 256).
 * The array is reused by the next call: read it, or copy it, before hashing again.
 */
export function sha256Words(text: string): Int32Array {
  const length = text.length;
  const end = ((length + 9 + 63) >>> 6) << 6;
  if (bytes.length < end) bytes = new Uint8Array(end * 2);
  for (let i = 0; i < length; i++) bytes[i] = text.charCodeAt(i);
  bytes.fill(0, length, end);
  bytes[length] = 0x80;
  const bits = length * 8;
  bytes[end - 5] = (bits / 2 ** 32) & 0xff;
  bytes[end - 4] = bits >>> 24;
  bytes[end - 3] = (bits >>> 16) & 0xff;
  bytes[end - 2] = (bits >>> 8) & 0xff;
  bytes[end - 1] = bits & 0xff;

  let h0 = INITIAL[0]!;
  let h1 = INITIAL[1]!;
  let h2 = INITIAL[2]!;
  let h3 = INITIAL[3]!;
  let h4 = INITIAL[4]!;
  let h5 = INITIAL[5]!;
  let h6 = INITIAL[6]!;
  let h7 = INITIAL[7]!;
  for (let offset = 0; offset < end; offset += 64) {
    for (let i = 0; i < 16; i++) {
      const at = offset + i * 4;
      w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let h = h7;
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  digest[0] = h0;
  digest[1] = h1;
  digest[2] = h2;
  digest[3] = h3;
  digest[4] = h4;
  digest[5] = h5;
  digest[6] = h6;
  digest[7] = h7;
  return digest;
}

/** The digest's words from its hex form (64 hex digits), to compare with sha256Words. */
export function wordsOfHex(hex: string): Int32Array {
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0;
  return words;
}

/** Lower-case hex of `sha256Words(text)`. */
export function sha256Hex(text: string): string {
  let hex = '';
  for (const word of sha256Words(text)) hex += (word >>> 0).toString(16).padStart(8, '0');
  return hex;
}
