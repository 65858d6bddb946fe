/**
 * Mutations of a well-formed example, for routes that read their body by hand rather than
 * through a schema (the Algolia protocol): every value of the example is kept, dropped or
 * replaced by another of its kind, hostile text or anything, and objects now and then gain a
 * key. Generic: nothing here knows what the example means.
 */
import fc from 'fast-check';
import { genericJson } from './generic-json';
import { hostileString } from './hostile-inputs';

/** A value like `value` (same JSON type) or not like it at all. */
function replacement(value: unknown, known: readonly string[]): fc.Arbitrary<unknown> {
  const anything = genericJson(known);
  if (typeof value === 'string')
    return fc.oneof(fc.constantFrom(...known, ''), hostileString, anything);
  if (typeof value === 'number')
    return fc.oneof(
      fc.constantFrom(-1, 0, value - 1, value + 1, value * 1000, 1e9, 0.5, -0),
      fc.integer(),
      anything,
    );
  return anything;
}

/** `example` mutated at each value with probability about 1 in `rarity`. */
export function exampleArbitrary(
  example: unknown,
  known: readonly string[],
  rarity: number,
): fc.Arbitrary<unknown> {
  const keep = { weight: rarity, arbitrary: fc.constant(example) };
  if (Array.isArray(example)) {
    const items = example.map((item) => exampleArbitrary(item, known, rarity));
    return fc.oneof(
      { weight: rarity, arbitrary: fc.tuple(...items) },
      // the list repeated past any batch limit, or emptied
      { weight: 1, arbitrary: fc.constantFrom([], Array(60).fill(example[0])) },
    );
  }
  if (example !== null && typeof example === 'object') {
    const fields = Object.entries(example).map(([key, value]) =>
      fc.tuple(
        fc.constant(key),
        fc.nat(rarity).map((n) => n > 0),
        exampleArbitrary(value, known, rarity),
      ),
    );
    const extra = fc.oneof(
      { weight: rarity, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.tuple(hostileString, genericJson(known)) },
    );
    return fc.tuple(fc.tuple(...fields), extra).map(([kept, more]) => {
      const object: Record<string, unknown> = {};
      for (const [key, present, value] of kept) if (present) object[key] = value;
      if (more) Object.defineProperty(object, more[0], { value: more[1], enumerable: true });
      return object;
    });
  }
  return fc.oneof(keep, { weight: 1, arbitrary: replacement(example, known) });
}
