/**
 * The input of routes without a schema (the Algolia protocol's hand-written readers) and the
 * "anything" share of routes with one: any JSON value, plus batches shaped the way protocols
 * send them, with keys from the protocols' vocabulary and text that is hostile or real.
 */
import fc from 'fast-check';
import { hostileString } from './hostile-inputs';

/** Keys of the protocols routes read by hand (Algolia search, recommend, insights). */
const PROTOCOL_KEYS = [
  'requests',
  'indexName',
  'query',
  'params',
  'facets',
  'facetFilters',
  'filters',
  'numericFilters',
  'optionalFilters',
  'hitsPerPage',
  'page',
  'offset',
  'length',
  'maxValuesPerFacet',
  'facetQuery',
  'distinct',
  'ruleContexts',
  'clickAnalytics',
  'attributesToRetrieve',
  'highlightPreTag',
  'highlightPostTag',
  'getRankingInfo',
  'type',
  'model',
  'objectID',
  'threshold',
  'maxRecommendations',
  'events',
  'eventType',
  'eventSubtype',
  'eventName',
  'index',
  'userToken',
  'authenticatedUserToken',
  'queryID',
  'objectIDs',
  'positions',
  'timestamp',
  'objectData',
  'currency',
  'value',
  'price',
];

const leaf = (known: readonly string[]) =>
  fc.oneof(
    hostileString,
    fc.constantFrom('', ...known),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(0, -1, 1e21, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, 1000, 1001),
  );

const generic = new Map<readonly string[], fc.Arbitrary<unknown>>();

/**
 * Any JSON value a few levels deep: keys mostly from the protocols' vocabulary, text from
 * hostile strings and from `known` (values the shop holds), lists of objects as protocols
 * batch them. Not shaped after any one route, yet deep enough to reach their readers.
 */
export function genericJson(known: readonly string[] = []): fc.Arbitrary<unknown> {
  let arbitrary = generic.get(known);
  if (!arbitrary) {
    const key = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...PROTOCOL_KEYS) },
      hostileString,
    );
    arbitrary = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf(known),
        fc.array(tie('value'), { maxLength: 6 }),
        fc.dictionary(key, tie('value'), { maxKeys: 6 }),
      ),
    })).value;
    // a batch as protocols send them: one key holding a list of flat records
    const record = fc.dictionary(
      key,
      fc.oneof(leaf(known), fc.array(leaf(known), { maxLength: 4 })),
      { maxKeys: 8 },
    );
    const batch = fc.dictionary(key, fc.array(record, { minLength: 1, maxLength: 4 }), {
      minKeys: 1,
      maxKeys: 2,
    });
    arbitrary = fc.oneof(arbitrary, batch);
    generic.set(known, arbitrary);
  }
  return arbitrary;
}
