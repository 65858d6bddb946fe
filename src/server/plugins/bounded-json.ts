/**
 * JSON request bodies, for the whole server, with their nesting bounded (DESIGN.md §5 "every
 * request's work is bounded"). V8's JSON.parse does not recurse, but nearly everything after it
 * does — schema validation, JSON.stringify, the search parameter checks, jsonb encoding — so a
 * body of 5,000 nested arrays parsed fine and then overflowed the stack somewhere as a 500.
 * Here the depth is measured on the raw text in one pass that skips string contents, before
 * anything is parsed, and a deeper body is a 400. Parsing itself stays Fastify's own
 * (secure-json-parse, which refuses `__proto__` and `constructor.prototype` keys).
 */
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The deepest body the API takes: the deepest real one, an insights event's objectData
 * (`{ events: [{ objectData: [{ … }] }] }`), is five levels; 32 leaves room for any protocol
 * the server adds and is still far from what recursion can take.
 */
export const MAX_JSON_DEPTH = 32;

/** A body nested deeper than MAX_JSON_DEPTH: a client error, whatever route it was sent to. */
export class JsonDepthError extends Error {
  readonly statusCode = 400;
  readonly code = 'JSON_TOO_DEEP';

  constructor() {
    super(`JSON body nested deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = 'JsonDepthError';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether arrays and objects in `text` nest deeper than `max`; malformed JSON is left to the parser. */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** Fastify's JSON parser behind the depth check, for any scope that parses JSON bodies. */
export function boundedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (exceedsJsonDepth(body)) {
      done(new JsonDepthError(), undefined);
      return;
    }
    return parse.call(app, request, body, done);
  };
}

async function boundedJson(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app));
}

export default fp(boundedJson, { name: 'bounded-json' });
