/**
 * Inputs no schema describes, for every operation: strings that broke servers before (NUL,
 * lone surrogates, overlong text, markup, SQL and format strings), raw path segments and
 * query strings whose escapes do not decode, bodies that are not JSON or nest too deep, and
 * content types the route does not expect. Sizes stay under a few hundred KB but for one
 * body over the server's limit, so a run stays fast.
 */
import fc from 'fast-check';

/** Fastify's default bodyLimit (1 MiB): one byte more must be a 413. */
const BODY_LIMIT = 1024 * 1024;
const OVER_LIMIT_BODY = `{"a":"${'x'.repeat(BODY_LIMIT)}"}`;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00',
  '\ufeff',
  '\u202e',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  '%s%s%n',
  '__proto__',
  'constructor',
  '*',
  'null',
  'a'.repeat(257),
  'é'.repeat(1025),
];

/** Strings from the whole UTF-16 range (lone surrogates included), the list above and long runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => 'z'.repeat(n)) },
);

/** Path segments sent as they are: escapes that do not decode, dot segments, encoded slashes. */
export const rawPathSegment = fc.constantFrom(
  '%00',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  ';a=b',
  '~',
  'a'.repeat(300),
  '',
);

/** Query strings that are not key=value text. */
export const rawQuery = fc.constantFrom(
  '%ZZ=1',
  'lang=%',
  '=&&=',
  'a[b]=1&a[c]=2',
  '__proto__[x]=1',
  'lang=en&lang=fr',
  'siteTag=%00',
  `q=${'a'.repeat(5000)}`,
);

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Body text no schema validator should ever see: not JSON, too deep, too big, poisoned. */
export const hostileBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '\ufeff{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    '{"q":"\\ud800"}',
    '{"q":"\\u0000"}',
    '{"n":1e400}',
    `{"n":${'9'.repeat(400)}}`,
    'a=1&b=2',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ),
  fc.integer({ min: 30, max: 5000 }).map((depth) => nested(depth, '[', ']')),
  fc.integer({ min: 30, max: 2000 }).map((depth) => nested(depth, '{"a":', '}')),
  fc
    .integer({ min: 30, max: 5000 })
    .map((depth) => `{"filters":"${nested(depth, '(', ')', 'a:b')}"}`),
  fc.constant(OVER_LIMIT_BODY),
);

/** Content types a client may send, right, wrong or broken. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/octet-stream',
      'APPLICATION/JSON',
      'application/json;;',
      'application/vnd.api+json',
      '*/*',
      'garbage',
    ),
  },
);
