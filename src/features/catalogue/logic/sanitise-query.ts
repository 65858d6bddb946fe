import { SEARCH_MAX_LENGTH } from '../../../shared/constants';

/**
 * Spec §5 "Search queries are sanitised" with the text sanitiser's rules: HTML becomes plain
 * text; $, %, * and any word introduced by "!" become a space; whitespace collapses; at most
 * SEARCH_MAX_LENGTH characters are kept.
 */
export function sanitiseSearchQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  return raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/![^\s]*/g, ' ')
    .replace(/[$%*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
}
