/**
 * The product-level text index (text-postings.ts, text-match.ts) must find exactly what a
 * MiniSearch index with one document per colour variant finds (the engine's former design,
 * full prefix search on the last word, typo tolerance), with the same relevance criteria.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../seed/generate-catalogue';
import type { Catalogue } from '../../catalogue/types';
import { localised } from '../records/build-records';
import { allowedTypos, EXACT, NO_MATCH, termCodes, unpackRelevance } from './relevance';
import { queryTerms, processTerm, tokenizerFor } from './text-analysis';
import { SEARCHABLE_FIELDS, TextIndex } from './text-index';

const catalogue = generateCatalogue({ products: 150 });
type Doc = { id: number } & Record<(typeof SEARCHABLE_FIELDS)[number], string>;

function variantDocuments(source: Catalogue, lang: string): Doc[] {
  const brands = new Map(source.brands.map((b) => [b.tag, b.name]));
  return source.products.flatMap((product) =>
    product.variants.map((variant) => ({
      id: 0,
      name: localised(product.names, lang),
      brand: brands.get(product.brandTag) ?? product.brandTag,
      categories: (product.categories[lang] ?? product.categories.en ?? []).join(' '),
      color: localised(variant.colour.names, lang),
      keywords: product.slug.split('-').join(' '),
      description: localised(product.descriptions, lang),
    })),
  );
}

/** One MiniSearch document per variant; relevance from each result's matched terms. */
function reference(lang: string) {
  const tokenize = tokenizerFor(lang);
  const mini = new MiniSearch<Doc>({ fields: [...SEARCHABLE_FIELDS], tokenize, processTerm });
  mini.addAll(variantDocuments(catalogue, lang).map((doc, i) => ({ ...doc, id: i })));
  const rank = new Map<string, number>(SEARCHABLE_FIELDS.map((f, i) => [f, i]));
  return (query: string) => {
    const terms = queryTerms(query, tokenize);
    const codesOf = termCodes(terms);
    return mini
      .search(terms.join(' '), {
        combineWith: 'AND',
        prefix: (_t, i, all) => i === all.length - 1,
        fuzzy: (t) => allowedTypos(t) || false,
        tokenize: (text) => text.split(' '),
        processTerm: (t) => t,
      })
      .map((result) => {
        const best = new Array<number>(terms.length).fill(NO_MATCH);
        let attribute = 99;
        for (const [docTerm, fields] of Object.entries(result.match)) {
          codesOf(docTerm).forEach((code, i) => (best[i] = Math.min(best[i]!, code)));
          for (const field of fields) attribute = Math.min(attribute, rank.get(field)!);
        }
        const exact = best.filter((code) => code === EXACT).length;
        const typos = best.reduce((sum, code) => sum + (code === EXACT ? 0 : code), 0);
        return { ordinal: result.id as number, typos, attribute, exact };
      })
      .sort((a, b) => a.ordinal - b.ordinal);
  };
}

function found(index: TextIndex, query: string) {
  const matches = index.search(query);
  if (!matches) return [];
  return Array.from(matches.ordinals, (ordinal, i) => ({
    ordinal,
    ...unpackRelevance(matches.relevance[i]!),
  })).sort((a, b) => a.ordinal - b.ordinal);
}

describe.each(['en', 'fr', 'ja'])('text matching (%s)', (lang) => {
  const index = new TextIndex(catalogue, lang);
  const slow = reference(lang);
  const queries =
    lang === 'ja'
      ? ['ド', 'シャツ 紺', 'コート 黒', 'ドレス']
      : [
          'a',
          'b',
          'co',
          'dress b',
          'linen s',
          'wool co',
          'cotton shirt n',
          'robe r',
          'zq',
          'dress',
          'drezs',
          'navy dress',
          'blue',
          'noir',
          'linen navy',
          'sweater',
          'cotton blu',
          'atelier',
        ];

  it.each(queries)('"%s" matches like a MiniSearch document per variant', (query) => {
    const expected = slow(query);
    expect(found(index, query)).toEqual(expected);
    if (query === 'dress' || query === 'a') expect(expected.length).toBeGreaterThan(0);
  });

  it('answers null for a query without words, and the same matches from its cache', () => {
    expect(index.search(' - !! ')).toBeNull();
    expect(index.search(queries[0]!)).toBe(index.search(queries[0]!));
  });
});
