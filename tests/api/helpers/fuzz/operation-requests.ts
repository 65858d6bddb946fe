/**
 * One operation's fuzzed requests, as app.inject options: path parameters, query string and
 * body from the route's schema where it declares one (schema-arbitrary.ts), generic JSON
 * where it does not (generic-json.ts), headers as request-headers.ts makes them. Each request
 * is either well-formed, hostile in one part, or hostile throughout, so the fuzz reaches the
 * handlers and their database as well as every refusal on the way.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { FuzzContext } from './fuzz-context';
import { exampleArbitrary } from './example-arbitrary';
import { genericJson } from './generic-json';
import { hostileBodyText, hostileString, rawPathSegment, rawQuery } from './hostile-inputs';
import { requestHeaders } from './request-headers';
import type { Operation } from './route-catalogue';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary';
import { encodeAnyText } from './url-encoding';

export type FuzzRequest = InjectOptions & { method: string; url: string; payload?: string };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A generated value as URL text: strings as they are, anything else as its JSON. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');

/** Parts of a request the fuzzer makes hostile; the others are sent as a client would. */
type Part = 'path' | 'query' | 'headers' | 'body';
const PARTS: readonly Part[] = ['path', 'query', 'headers', 'body'];

/**
 * Which parts of one request are hostile: none (a well-formed request that reaches the
 * handler and its database), one (the route's answer to that one fault), or all of them.
 */
const hostileParts: fc.Arbitrary<ReadonlySet<Part>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(new Set<Part>()) },
  { weight: 4, arbitrary: fc.constantFrom(...PARTS).map((part) => new Set([part])) },
  { weight: 2, arbitrary: fc.constant(new Set(PARTS)) },
);

/** A path parameter's text, percent-encoded, or a raw segment that does not decode. */
function segment(
  name: string | undefined,
  schema: JsonSchema | undefined,
  context: FuzzContext,
  wild: boolean,
) {
  // without a schema: the shop's names, `*` (Algolia's "every index") or anything
  const schemaless = fc.oneof(
    { weight: 2, arbitrary: fc.constant('*') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...((name && context.known[name]) || context.everything)),
    },
    { weight: wild ? 2 : 0, arbitrary: hostileString },
  );
  const text = schema ? schemaArbitrary(schema, context.known, !wild, name) : schemaless;
  return fc.oneof(
    { weight: 5, arbitrary: text.map((v) => encodeAnyText(asText(v))) },
    { weight: wild ? 1 : 0, arbitrary: rawPathSegment },
  );
}

function path(operation: Operation, context: FuzzContext, wild: boolean): fc.Arbitrary<string> {
  const params = (operation.schema?.params as JsonSchema | undefined)?.properties ?? {};
  const parts = operation.url.split('/').map((part): fc.Arbitrary<string> => {
    if (part.startsWith(':')) return segment(part.slice(1), params[part.slice(1)], context, wild);
    // a wildcard takes the rest of the path: several segments, encoded slashes, dot segments
    if (part === '*')
      return fc
        .array(segment(undefined, undefined, context, wild), { minLength: 1, maxLength: 4 })
        .map((s) => s.join('/'));
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((done) => done.join('/'));
}

export function query(
  operation: Operation,
  context: FuzzContext,
  wild: boolean,
): fc.Arbitrary<string> {
  const schema = (operation.schema?.querystring as JsonSchema | undefined) ?? { type: 'object' };
  const pairs = schemaArbitrary(schema, context.known, !wild).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([k, v]) => `${encodeAnyText(k)}=${encodeAnyText(asText(v))}`)
      : [encodeAnyText(asText(value))],
  );
  const sometimesRaw = fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: wild ? 3 : 0, arbitrary: rawQuery },
  );
  return fc
    .tuple(pairs, sometimesRaw)
    .map(([list, raw]) => [...list, ...(raw ? [raw] : [])].join('&'));
}

/**
 * A body: from the route's schema; without one, mutations of the protocol's own requests
 * (protocol-corpus.ts) where the fuzzer knows them, and generic JSON.
 */
function body(operation: Operation, context: FuzzContext, wild: boolean) {
  const schema = operation.schema?.body as JsonSchema | undefined;
  const examples = context.corpus[operation.url] ?? [];
  const json = (
    schema
      ? schemaArbitrary(schema, context.known, !wild)
      : fc.oneof(
          { weight: 1, arbitrary: genericJson(context.everything) },
          ...examples.map((example) => ({
            weight: 3,
            arbitrary: exampleArbitrary(example, context.everything, wild ? 4 : 12),
          })),
        )
  ).map((v) => JSON.stringify(v) ?? 'null');
  const read = READS.has(operation.method);
  if (!wild) return read ? fc.constant(undefined) : json;
  return fc.oneof(json, hostileBodyText, fc.constant(undefined));
}

/** Requests for one operation of the app. */
export function operationRequests(
  operation: Operation,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  return hostileParts.chain((hostile) =>
    fc
      .record({
        path: path(operation, context, hostile.has('path')),
        query: hostile.has('query')
          ? fc.option(query(operation, context, true), { freq: 8 })
          : query(operation, context, false),
        headers: requestHeaders(context, hostile.has('headers')),
        payload: body(operation, context, hostile.has('body')),
      })
      .map(({ path: url, query: search, headers: sent, payload }) => ({
        method: operation.method,
        url: search === null || search === '' ? url : `${url}?${search}`,
        headers: sent,
        ...(payload === undefined ? {} : { payload }),
      })),
  );
}
