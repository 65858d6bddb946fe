/**
 * Validation of Algolia Insights events (`POST /1/events` with `{ events: [...] }`), with
 * Algolia's limits: at most 1000 events a call, eventName 1–64 characters, userToken 1–129
 * characters of [A-Za-z0-9_=/+-], at most 20 objectIDs or 10 filters, a queryID of 32 hex
 * characters, positions (one per objectID) only with a queryID, timestamps no older than
 * 4 days. Every string is bounded text (no NUL, no unpaired surrogate) and every other field is
 * bounded too, so a stored event stays small (index name 256 characters, objectIDs and filters
 * 512 each, objectData one entry per objectID within 4 KB of JSON, currency an ISO 4217 code,
 * value a number or a short decimal string). A malformed call is refused as a whole with a
 * 4xx in Algolia's shape, nothing stored.
 */
import { jsonTextProblem } from '../../../shared/api/text';
import { AlgoliaError } from '../protocol/algolia-error';

export const MAX_EVENTS = 1000;
const MAX_AGE_MS = 4 * 24 * 3600 * 1000;
const EVENT_TYPES = ['click', 'conversion', 'view'] as const;
const SUBTYPES = ['addToCart', 'purchase'] as const;
const USER_TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const MAX_INDEX_NAME = 256;
const MAX_ID_LENGTH = 512;
const MAX_POSITION = 100_000;
const MAX_OBJECT_DATA_BYTES = 4096;
const CURRENCY = /^[A-Z]{3}$/;

export interface InsightsEvent {
  eventType: (typeof EVENT_TYPES)[number];
  eventSubtype: string | null;
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken: string | null;
  queryID: string | null;
  objectIDs: string[] | null;
  positions: number[] | null;
  filters: string[] | null;
  details: Record<string, unknown> | null;
  timestamp: number;
}

function fail(i: number, message: string): AlgoliaError {
  return new AlgoliaError(422, `events[${i}]: ${message}`);
}

/**
 * Every string of an event — index, objectIDs, filters, objectData keys and values — is text
 * (shared/api/text.ts) of at most 256 characters, within lists and objects of at most 100
 * entries. Text that is not text (NUL, a lone surrogate) is a 400 like on every route; the
 * event checks below (Algolia's counts, such as 20 objectIDs) answer 422.
 */
const EVENT_TEXT_LIMITS = { maxLength: 256, maxItems: 100 };
/** objectData holds one entry per objectID. */
const MAX_OBJECT_DATA = 20;

const isStrings = (v: unknown, max: number): v is string[] =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.length <= max &&
  v.every((s) => typeof s === 'string' && s !== '' && s.length <= MAX_ID_LENGTH);

const isAmount = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(v));

/** The purchase details Algolia takes beside objectIDs, bounded; a message when invalid. */
function detailsProblem(e: Record<string, unknown>): string | undefined {
  if (e.currency !== undefined && (typeof e.currency !== 'string' || !CURRENCY.test(e.currency)))
    return 'currency must be an ISO 4217 code';
  if (e.value !== undefined && !isAmount(e.value))
    return 'value must be a number (or a decimal string, as Algolia takes it)';
  if (e.objectData === undefined) return undefined;
  const entries = e.objectData;
  const objectCount = Array.isArray(e.objectIDs) ? e.objectIDs.length : 0;
  if (!Array.isArray(entries) || entries.length > objectCount)
    return 'objectData: at most one entry per objectID';
  if (!entries.every((entry) => typeof entry === 'object' && entry !== null))
    return 'objectData entries must be objects';
  if (Buffer.byteLength(JSON.stringify(entries)) > MAX_OBJECT_DATA_BYTES)
    return `objectData must stay within ${MAX_OBJECT_DATA_BYTES} bytes of JSON`;
  return undefined;
}

function readEvent(value: unknown, i: number, now: number): InsightsEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fail(i, 'must be an object');
  const e = value as Record<string, unknown>;
  if (!EVENT_TYPES.includes(e.eventType as InsightsEvent['eventType']))
    throw fail(i, `eventType must be one of ${EVENT_TYPES.join(', ')}`);
  if (e.eventSubtype !== undefined && !SUBTYPES.includes(e.eventSubtype as never))
    throw fail(i, `eventSubtype must be one of ${SUBTYPES.join(', ')}`);
  if (typeof e.eventName !== 'string' || e.eventName.length < 1 || e.eventName.length > 64)
    throw fail(i, 'eventName must be a string of 1 to 64 characters');
  if (typeof e.index !== 'string' || e.index === '' || e.index.length > MAX_INDEX_NAME)
    throw fail(i, `index must be an index name of 1 to ${MAX_INDEX_NAME} characters`);
  if (typeof e.userToken !== 'string' || !USER_TOKEN.test(e.userToken))
    throw fail(i, 'userToken must be 1 to 129 characters of [A-Za-z0-9_=/+-]');
  const auth = e.authenticatedUserToken;
  if (auth !== undefined && (typeof auth !== 'string' || !USER_TOKEN.test(auth)))
    throw fail(i, 'authenticatedUserToken must be 1 to 129 characters of [A-Za-z0-9_=/+-]');
  if (e.queryID !== undefined && (typeof e.queryID !== 'string' || !QUERY_ID.test(e.queryID)))
    throw fail(i, 'queryID must be 32 hexadecimal characters');
  const hasObjects = e.objectIDs !== undefined;
  const hasFilters = e.filters !== undefined;
  if (hasObjects === hasFilters) throw fail(i, 'exactly one of objectIDs or filters is required');
  if (hasObjects && !isStrings(e.objectIDs, 20))
    throw fail(i, `objectIDs: 1 to 20 strings of at most ${MAX_ID_LENGTH} characters`);
  if (hasFilters && !isStrings(e.filters, 10))
    throw fail(i, `filters: 1 to 10 strings of at most ${MAX_ID_LENGTH} characters`);
  const positions = e.positions;
  if (positions !== undefined) {
    const valid =
      Array.isArray(positions) &&
      positions.every(
        (p) => Number.isInteger(p) && (p as number) > 0 && (p as number) <= MAX_POSITION,
      ) &&
      positions.length === (e.objectIDs as string[] | undefined)?.length;
    if (!valid) throw fail(i, 'positions: one positive integer per objectID');
    if (e.queryID === undefined) throw fail(i, 'positions need a queryID');
  } else if (e.eventType === 'click' && e.queryID !== undefined && hasObjects) {
    throw fail(i, 'a click after a search needs positions');
  }
  const timestamp = e.timestamp ?? now;
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp))
    throw fail(i, 'timestamp must be milliseconds since the epoch');
  if (timestamp < now - MAX_AGE_MS || timestamp > now + 3600_000)
    throw fail(i, 'timestamp must be within the last 4 days');
  const problem = detailsProblem(e);
  if (problem) throw fail(i, problem);
  const details: Record<string, unknown> = {};
  if (Array.isArray(e.objectData) && e.objectData.length > MAX_OBJECT_DATA)
    throw fail(i, `objectData: at most ${MAX_OBJECT_DATA} entries, one per objectID`);
  // Shapes and sizes above are 422 as Algolia answers them; text that is not text (a NUL, an
  // unpaired surrogate) anywhere in the event is the shared text boundary's 400.
  const text = jsonTextProblem(value, EVENT_TEXT_LIMITS);
  if (text) throw new AlgoliaError(400, `events[${i}]: every string ${text}`);
  for (const key of ['objectData', 'currency', 'value'] as const)
    if (e[key] !== undefined) details[key] = e[key];
  return {
    eventType: e.eventType as InsightsEvent['eventType'],
    eventSubtype: (e.eventSubtype as string | undefined) ?? null,
    eventName: e.eventName,
    index: e.index,
    userToken: e.userToken,
    authenticatedUserToken: (auth as string | undefined) ?? null,
    queryID: (e.queryID as string | undefined) ?? null,
    objectIDs: hasObjects ? (e.objectIDs as string[]) : null,
    positions: (positions as number[] | undefined) ?? null,
    filters: hasFilters ? (e.filters as string[]) : null,
    details: Object.keys(details).length > 0 ? details : null,
    timestamp,
  };
}

export function readInsightsEvents(body: unknown, now = Date.now()): InsightsEvent[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0)
    throw new AlgoliaError(400, 'Invalid body: expected { events: [...] } with at least one event');
  if (events.length > MAX_EVENTS)
    throw new AlgoliaError(422, `Too many events: at most ${MAX_EVENTS} per call`);
  return events.map((e, i) => readEvent(e, i, now));
}
