/**
 * The JSON body of a search request, built one answer at a time: each answer is serialised as
 * soon as it is computed and its bytes charged to the request's budget (search-budget.ts), and
 * the event loop gets a turn between answers. So a 50-query request runs as 50 short slices
 * among other requests instead of one long block, holds compact strings rather than every
 * answer's objects, and stops at the first answer that overdraws its budget.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SearchBudget } from './search-budget';

export function serialiseAnswer(answer: unknown, budget: SearchBudget): string {
  const json = JSON.stringify(answer);
  budget.spendBytes(Buffer.byteLength(json));
  return json;
}

/** `{ "results": [...] }` of a multi-query or recommendations request. */
export async function serialiseResults(
  answers: Iterable<unknown>,
  budget: SearchBudget,
): Promise<string> {
  const parts: string[] = [];
  for (const answer of answers) {
    parts.push(serialiseAnswer(answer, budget));
    await nextTurn();
  }
  return `{"results":[${parts.join(',')}]}`;
}
