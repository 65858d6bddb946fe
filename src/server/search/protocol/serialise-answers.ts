/**
 * The JSON body of a search request, built in slices: each answer is serialised as soon as it
 * is computed, its hits a hundred at a time (~200 KB, a few milliseconds), each slice's bytes
 * charged to the request's budget (search-budget.ts), with a turn of the event loop between
 * slices. So even the largest request the budget allows runs as short slices among other
 * requests — a product GET waits for one slice, not for the whole search — holds compact
 * strings rather than every answer's objects, and stops at the slice that overdraws it. The
 * body is handed over as bytes: cached answers are already encoded (answer-cache.ts), and the
 * server then neither measures nor encodes a long string per request.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SearchBudget } from './search-budget';
import { AnswerToCache, CachedAnswer, type AnswerBytes } from './answer-cache';

/** Hits serialised between two turns of the event loop. */
export const HITS_PER_SLICE = 100;

function charged(json: string, budget: SearchBudget): string {
  budget.spendBytes(Buffer.byteLength(json));
  return json;
}

/** JSON encoded here, for this request alone: its bytes can be the body as they are. */
class FreshBytes implements AnswerBytes {
  readonly bytes: Buffer;

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  get length(): number {
    return this.bytes.length;
  }

  writeTo(target: Uint8Array, at: number): void {
    target.set(this.bytes, at);
  }
}

const bytesOf = (text: string): AnswerBytes => new FreshBytes(text);

/**
 * One answer's JSON, as UTF-8 bytes; an answer with hits (searches, recommendations) is
 * serialised in slices. A cached answer is charged its bytes like a fresh one; a cacheable one
 * is cached once whole.
 */
async function answerBytes(answer: object, budget: SearchBudget): Promise<AnswerBytes> {
  if (answer instanceof CachedAnswer) {
    budget.spendCost(answer.cost);
    budget.spendBytes(answer.length);
    return answer;
  }
  if (answer instanceof AnswerToCache) return answer.store(await answerJson(answer.answer, budget));
  return bytesOf(await answerJson(answer, budget));
}

async function answerJson(answer: object, budget: SearchBudget): Promise<string> {
  if (!('hits' in answer) || !Array.isArray(answer.hits))
    return charged(JSON.stringify(answer), budget);
  const { hits, ...rest } = answer;
  const slices: string[] = [];
  for (let i = 0; i < hits.length; i += HITS_PER_SLICE) {
    // an array's JSON without its brackets, so the slices join into one array
    slices.push(charged(JSON.stringify(hits.slice(i, i + HITS_PER_SLICE)).slice(1, -1), budget));
    await nextTurn();
  }
  const others = charged(JSON.stringify(rest), budget).slice(1, -1);
  return `{"hits":[${slices.join(',')}]${others ? `,${others}` : ''}}`;
}

/** The pieces, one after the other, in one buffer: the body is copied once. */
function assemble(pieces: readonly AnswerBytes[]): Buffer {
  const body = Buffer.allocUnsafe(pieces.reduce((length, piece) => length + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    piece.writeTo(body, at);
    at += piece.length;
  }
  return body;
}

const RESULTS_OPEN = bytesOf('{"results":[');
const COMMA = bytesOf(',');
const RESULTS_CLOSE = bytesOf(']}');

/**
 * One answer's JSON, as UTF-8 bytes. A fresh answer's bytes are the body as they are, not
 * copied again; a cached answer's are copied, to carry this request's queryID.
 */
export async function serialiseAnswer(answer: object, budget: SearchBudget): Promise<Buffer> {
  const bytes = await answerBytes(answer, budget);
  return bytes instanceof FreshBytes ? bytes.bytes : assemble([bytes]);
}

/** `{ "results": [...] }` of a multi-query or recommendations request, as UTF-8 bytes. */
export async function serialiseResults(
  answers: Iterable<object>,
  budget: SearchBudget,
): Promise<Buffer> {
  const pieces = [RESULTS_OPEN];
  for (const answer of answers) {
    if (pieces.length > 1) pieces.push(COMMA);
    pieces.push(await answerBytes(answer, budget));
    await nextTurn();
  }
  pieces.push(RESULTS_CLOSE);
  return assemble(pieces);
}
