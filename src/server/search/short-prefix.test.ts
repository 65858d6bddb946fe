/**
 * The short-prefix path (field-texts.ts) must find exactly what MiniSearch's own prefix search
 * finds, with the same relevance criteria, only faster.
 */
import type MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/generate-catalogue';
import { FIELD_RANK_FOR_TESTS, TextIndex } from './text-index';
import { allowedTypos, relevanceScorer } from './relevance';

const catalogue = generateCatalogue({ products: 150 });

function reference(index: TextIndex, terms: string[]) {
  const mini = (index as unknown as { mini: MiniSearch }).mini;
  const results = mini.search(terms.join(' '), {
    combineWith: 'AND',
    prefix: (_t, i, all) => i === all.length - 1,
    fuzzy: (t) => allowedTypos(t) || false,
    tokenize: (text) => text.split(' '),
    processTerm: (t) => t,
  });
  const score = relevanceScorer(terms, FIELD_RANK_FOR_TESTS);
  return results
    .map((r) => ({ ordinal: r.id as number, ...score(r.match) }))
    .sort((a, b) => a.ordinal - b.ordinal);
}

describe.each(['en', 'fr', 'ja'])('short last word (%s)', (lang) => {
  const index = new TextIndex(catalogue, lang);
  const queries =
    lang === 'ja'
      ? ['ド', 'シャツ 紺', 'コート 黒']
      : ['a', 'b', 'co', 'dress b', 'linen s', 'wool co', 'cotton shirt n', 'robe r', 'zq'];

  it.each(queries)('"%s" matches like MiniSearch prefix search', (query) => {
    const terms = query.split(' ').map((t) => t.toLowerCase());
    const fast = [...(index.search(query) ?? [])].sort((a, b) => a.ordinal - b.ordinal);
    const slow = reference(index, terms);
    expect(fast.map((m) => m.ordinal)).toEqual(slow.map((m) => m.ordinal));
    expect(fast).toEqual(slow);
  });
});
