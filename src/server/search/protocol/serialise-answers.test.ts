/**
 * Answers are serialised in slices of hits with turns of the event loop between them, into
 * exactly the JSON a single JSON.stringify would give, and a body past the budget's bytes is
 * refused part-way.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES, SearchBudget } from './search-budget';
import { HITS_PER_SLICE, serialiseAnswer, serialiseResults } from './serialise-answers';

const hits = (count: number, size = 10) =>
  Array.from({ length: count }, (_, i) => ({ objectID: `${i}`, text: 'é"\\'.repeat(size) }));

describe('serialiseResults', () => {
  it('gives the same JSON as one JSON.stringify', async () => {
    const answers = [
      { hits: hits(HITS_PER_SLICE * 2 + 5), nbHits: 205, query: 'a' },
      { hits: [], nbHits: 0 },
      { facetHits: [{ value: 'Red', count: 2 }] },
    ];
    const json = await serialiseResults(answers, new SearchBudget());
    expect(JSON.parse(json.toString())).toEqual({ results: answers });
    expect((await serialiseAnswer({ hits: hits(3) }, new SearchBudget())).toString()).toBe(
      JSON.stringify({ hits: hits(3) }),
    );
  });

  it('lets other work run between slices of hits', async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await serialiseAnswer({ hits: hits(HITS_PER_SLICE * 5) }, new SearchBudget());
    running = false;
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it('refuses an answer past the byte budget', async () => {
    const big = hits(HITS_PER_SLICE * 3, Math.ceil(MAX_RESPONSE_BYTES / (HITS_PER_SLICE * 3 * 3)));
    await expect(serialiseResults([{ hits: big }], new SearchBudget())).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Request too large: it answers more than/),
    });
  });
});
