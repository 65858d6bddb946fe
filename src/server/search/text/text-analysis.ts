/**
 * How text becomes terms, for indexing and for queries alike. Space-delimited languages use
 * MiniSearch's own tokenizer; Chinese, Japanese, Korean and Thai have no spaces between words,
 * so they are split with Intl.Segmenter. Terms are lower-cased and stripped of Latin and
 * Arabic diacritics, since Algolia ignores accents by default ("robe" finds "Robé").
 */
import MiniSearch from 'minisearch';

const SEGMENTED_LANGUAGES = new Set(['ja', 'zh', 'ko', 'th']);
const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
/** combining diacritical marks (U+0300–U+036F) and Arabic harakat (U+064B–U+065F, U+0670) */
const DIACRITICS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

export function tokenizerFor(lang: string): (text: string) => string[] {
  if (!SEGMENTED_LANGUAGES.has(lang)) return defaultTokenize;
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return (text) => {
    const words: string[] = [];
    for (const part of segmenter.segment(text)) if (part.isWordLike) words.push(part.segment);
    return words;
  };
}

export function processTerm(term: string): string | null {
  const normalised = term.normalize('NFD').replace(DIACRITICS, '').normalize('NFC').toLowerCase();
  return normalised === '' ? null : normalised;
}

export function queryTerms(query: string, tokenize: (text: string) => string[]): string[] {
  const terms: string[] = [];
  for (const token of tokenize(query)) {
    const term = processTerm(token);
    if (term) terms.push(term);
  }
  return terms;
}
