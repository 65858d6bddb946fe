/**
 * The one text boundary (DESIGN.md §5): every string a client sends — a path segment, a query
 * parameter, a body field, a search parameter, a value inside an insights event — is text the
 * database, the JSON encoder and encodeURIComponent can hold. So it has no NUL (PostgreSQL text
 * and jsonb refuse it) and no unpaired UTF-16 surrogate (not Unicode: jsonb and URI encoding
 * throw on it), and it has a length limit. Routes with a TypeBox schema declare their strings
 * with `Text()`; the hand-written protocol readers (search, insights) ask `textProblem()`. Both
 * apply the same regular expression, so the rule cannot drift between them.
 */
import { Type, type TString } from 'typebox';

/**
 * Any run of code points except NUL and the surrogate range. With the `u` flag (TypeBox compiles
 * every `pattern` with it) a well-formed pair is one astral code point and passes, while a lone
 * surrogate is a code point of its own inside U+D800–U+DFFF and fails.
 */
const TEXT_BODY = '[^\\u0000\\uD800-\\uDFFF]*';
export const TEXT_PATTERN = `^${TEXT_BODY}$`;
const TEXT = new RegExp(TEXT_PATTERN, 'u');

/** A short single value (an id, a name, a token) when the field names no limit of its own. */
export const DEFAULT_TEXT_MAX_LENGTH = 256;

export interface TextOptions {
  minLength?: number;
  maxLength?: number;
  /**
   * A field's own format, anchored with ^ … $. It is checked together with the text rule by
   * prefixing the rule as a lookahead, so the schema keeps one `pattern`.
   */
  pattern?: string;
  description?: string;
}

/** A string field of a route's schema: text (see above) of at most `maxLength` characters. */
export function Text(options: TextOptions = {}): TString {
  const { pattern, maxLength = DEFAULT_TEXT_MAX_LENGTH, ...rest } = options;
  if (pattern !== undefined && !(pattern.startsWith('^') && pattern.endsWith('$')))
    throw new Error(`Text pattern must be anchored with ^…$: ${pattern}`);
  return Type.String({
    ...rest,
    maxLength,
    pattern: pattern === undefined ? TEXT_PATTERN : `^(?=${TEXT_BODY}$)${pattern.slice(1)}`,
  });
}

/** Why `value` is not acceptable text of at most `maxLength` characters, or null when it is. */
export function textProblem(value: string, maxLength = DEFAULT_TEXT_MAX_LENGTH): string | null {
  if (value.length > maxLength) return `must be at most ${maxLength} characters`;
  if (!TEXT.test(value)) return 'must not contain NUL or unpaired surrogate characters';
  return null;
}

/**
 * The first problem among the strings (object keys included) of a JSON value, within lists and
 * objects of at most `maxItems` entries, or null. Nesting is bounded by the server's JSON body
 * parser, so the walk's recursion is too.
 */
export function jsonTextProblem(
  value: unknown,
  limits: { maxLength: number; maxItems: number },
): string | null {
  if (typeof value === 'string') return textProblem(value, limits.maxLength);
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  if (entries.length > limits.maxItems) return `must hold at most ${limits.maxItems} entries`;
  for (const [key, item] of entries) {
    const problem =
      (Array.isArray(value) ? null : textProblem(key!, limits.maxLength)) ??
      jsonTextProblem(item, limits);
    if (problem) return problem;
  }
  return null;
}
