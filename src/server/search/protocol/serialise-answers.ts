/**
 * The JSON body of a search request, built in slices: each answer is serialised as soon as it
 * is computed, its hits a hundred at a time (~200 KB, a few milliseconds), each slice's bytes
 * charged to the request's budget (search-budget.ts), with a turn of the event loop between
 * slices. So even the largest request the budget allows runs as short slices among other
 * requests — a product GET waits for one slice, not for the whole search — holds compact
 * strings rather than every answer's objects, and stops at the slice that overdraws it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SearchBudget } from './search-budget';
import { AnswerToCache, CachedAnswer } from './answer-cache';

/** Hits serialised between two turns of the event loop. */
export const HITS_PER_SLICE = 100;

function charged(json: string, budget: SearchBudget): string {
  budget.spendBytes(Buffer.byteLength(json));
  return json;
}

/**
 * One answer's JSON; an answer with hits (searches, recommendations) is serialised in slices.
 * A cached answer is charged its bytes like a fresh one; a cacheable one is cached once whole.
 */
export async function serialiseAnswer(answer: object, budget: SearchBudget): Promise<string> {
  if (answer instanceof CachedAnswer) {
    budget.spendCost(answer.cost);
    budget.spendBytes(answer.bytes);
    return answer.json();
  }
  if (answer instanceof AnswerToCache)
    return answer.store(await serialiseAnswer(answer.answer, budget));
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

/** `{ "results": [...] }` of a multi-query or recommendations request. */
export async function serialiseResults(
  answers: Iterable<object>,
  budget: SearchBudget,
): Promise<string> {
  const parts: string[] = [];
  for (const answer of answers) {
    parts.push(await serialiseAnswer(answer, budget));
    await nextTurn();
  }
  return `{"results":[${parts.join(',')}]}`;
}
