/**
 * fast-check arbitraries from a route's JSON Schema (TypeBox schemas are JSON Schema): values
 * that mostly follow the schema, so requests get past validation into the handler and its
 * database, with a share of near misses at every level — a bound ±1, a wrong type, a missing
 * or extra property, hostile text. A string is drawn from its own pattern, from values the
 * seeded shop really holds (so a product id sometimes names a product) or from hostile text.
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { genericJson } from './generic-json';
import { hostileString } from './hostile-inputs';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
};

/**
 * Real values of the seeded shop by the field name that holds them (`siteTag`, `lang`,
 * `productId`, `sku`, `itemId`, …): a field takes the values of its own name, or else any
 * known value its schema accepts.
 */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

export const allKnown = (known: KnownValues) => [...new Set(Object.values(known).flat())];

/** A pattern whose leading lookahead (Text()'s rule) fast-check cannot generate from, dropped. */
function generablePattern(pattern: string): RegExp {
  const lookahead = /^\^\(\?=(?:\\.|[^)])*\)/.exec(pattern);
  return new RegExp(lookahead ? `^${pattern.slice(lookahead[0].length)}` : pattern, 'u');
}

function schemaString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 64, 300);
  const lengthFits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.pattern !== undefined) {
    return fc
      .stringMatching(generablePattern(schema.pattern), { size: 'small' })
      .filter(lengthFits);
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) });
}

function stringValue(
  schema: JsonSchema,
  known: KnownValues,
  tame: boolean,
  name: string | undefined,
): fc.Arbitrary<string> {
  const named = name === undefined ? undefined : known[name];
  const fitting = (named ?? allKnown(known)).filter((value) =>
    Value.Check(schema as TSchema, value),
  );
  if (tame)
    return fitting.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fitting) }, schemaString(schema))
      : schemaString(schema);
  const edges = [schema.maxLength, schema.minLength]
    .filter((n): n is number => n !== undefined)
    .flatMap((n) => [n - 1, n, n + 1])
    .filter((n) => n >= 0 && n <= 100_000)
    .map((n) => 'k'.repeat(n));
  return fc.oneof(
    { weight: 4, arbitrary: schemaString(schema) },
    { weight: fitting.length > 0 ? 4 : 0, arbitrary: fc.constantFrom('', ...fitting) },
    { weight: 2, arbitrary: hostileString },
    { weight: edges.length > 0 ? 1 : 0, arbitrary: fc.constantFrom('', ...edges) },
  );
}

function numberValue(schema: JsonSchema, integer: boolean, tame: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  if (tame) return inRange;
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(min - 1, min, max, max + 1, 0, -1, 0.5, 1e300) },
  );
}

function objectValue(schema: JsonSchema, known: KnownValues, tame: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => {
    // a required property is left out now and then, an optional one half the time
    const keep = required.has(name)
      ? fc.nat(tame ? 0 : 19).map((n) => tame || n > 0)
      : fc.boolean();
    return fc.tuple(fc.constant(name), keep, schemaArbitrary(property, known, tame, name));
  });
  // now and then a property the schema does not name
  const extra = fc.oneof(
    { weight: 7, arbitrary: fc.constant(null) },
    {
      weight: tame ? 0 : 1,
      arbitrary: fc.tuple(
        fc.oneof(hostileString, fc.constant('__proto__')),
        genericJson(allKnown(known)),
      ),
    },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, more]) => {
    const object: Record<string, unknown> = {};
    for (const [name, keep, value] of fields) if (keep) object[name] = value;
    if (more) Object.defineProperty(object, more[0], { value: more[1], enumerable: true });
    return object;
  });
}

function arrayValue(
  schema: JsonSchema,
  known: KnownValues,
  tame: boolean,
  name: string | undefined,
): fc.Arbitrary<unknown[]> {
  // a list's entries take the values of its name's singular: variantIds holds variantId values
  const item = schemaArbitrary(schema.items ?? {}, known, tame, name?.replace(/s$/, ''));
  const maxItems = schema.maxItems ?? 10;
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(maxItems, 12),
      }),
    },
    {
      weight: tame ? 0 : 1,
      arbitrary: fc.array(item, { minLength: maxItems + 1, maxLength: maxItems + 1 }),
    },
  );
}

/** What follows the schema, by type. */
function conforming(
  schema: JsonSchema,
  known: KnownValues,
  tame: boolean,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf)
    return fc.oneof(...schema.anyOf.map((member) => schemaArbitrary(member, known, tame, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, known, tame, name);
    case 'integer':
      return numberValue(schema, true, tame);
    case 'number':
      return numberValue(schema, false, tame);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'object':
      return objectValue(schema, known, tame);
    case 'array':
      return arrayValue(schema, known, tame, name);
    default:
      return genericJson(allKnown(known));
  }
}

/**
 * A value for `schema`. Tame: what it describes, from its own patterns and the shop's values.
 * Otherwise nine times in ten what it describes with near misses at every level, else anything.
 */
export function schemaArbitrary(
  schema: JsonSchema,
  known: KnownValues,
  tame = false,
  name?: string,
): fc.Arbitrary<unknown> {
  if (tame) return conforming(schema, known, true, name);
  return fc.oneof(
    { weight: 9, arbitrary: conforming(schema, known, false, name) },
    { weight: 1, arbitrary: genericJson(allKnown(known)) },
  );
}
