/**
 * Bounds on every search parameter's value, checked before any parameter is read, ignored ones
 * included (their values are echoed back in `params`): strings are text (shared/api/text.ts:
 * no NUL, no unpaired surrogate) of bounded length, and lists are bounded in length. What a
 * parameter means is its reader's business (param-readers.ts); this is only about size, so a
 * 200,000-entry list or a megabyte string is refused at once instead of being walked.
 */
import { jsonTextProblem, textProblem } from '../../../shared/api/text';
import { badRequest } from './algolia-error';

/**
 * An expression parameter: the favourites batch ORs 50 objectID filters (~1.5 KB) and a
 * listing's filters stay under 2 KB, so 16 KB is far beyond any page's request.
 */
export const MAX_EXPRESSION_LENGTH = 16_384;
/** Any other string: an attribute or facet name, a tag, a highlight marker, a user token. */
export const MAX_PARAM_TEXT_LENGTH = 1_000;
/** Entries of a list parameter (facets, facetFilters, optionalFilters, ruleContexts, …). */
export const MAX_PARAM_ITEMS = 1_000;
/** The URL-encoded `params` string of older clients, which holds every other parameter. */
export const MAX_PARAMS_STRING_LENGTH = 65_536;

const EXPRESSIONS = new Set(['filters']);

function invalid(name: string, problem: string): Error {
  return badRequest(`Invalid value for parameter ${name}: ${problem}`);
}

/** Checks one parameter's value and every string inside it, list entries and keys included. */
export function checkParamValue(name: string, value: unknown): void {
  const maxLength = EXPRESSIONS.has(name) ? MAX_EXPRESSION_LENGTH : MAX_PARAM_TEXT_LENGTH;
  const problem = jsonTextProblem(value, { maxLength, maxItems: MAX_PARAM_ITEMS });
  if (problem) throw invalid(name, problem);
}

/** The `params` string itself, before it is decoded into parameters. */
export function checkParamsString(value: string): void {
  const problem = textProblem(value, MAX_PARAMS_STRING_LENGTH);
  if (problem) throw invalid('params', problem);
}
