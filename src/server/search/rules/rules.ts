/**
 * Query rules, the subset of Algolia's Rules the app uses: a rule's conditions match the query
 * (pattern + anchoring) and/or a rule context the request sends in `ruleContexts`; its
 * consequence returns `userData` (banners, redirects) that the response carries as a list, with
 * the matched rules in `appliedRules`. Patterns compare normalised terms, like the text index,
 * so "SALE" and "Salé" match the pattern "sale".
 */
import type { SearchParams, SearchResponse } from '../protocol/search-types';
import { processTerm } from '../text/text-analysis';

export interface RuleCondition {
  pattern?: string;
  anchoring?: 'is' | 'startsWith' | 'endsWith' | 'contains';
  context?: string;
}

export interface SearchRule {
  objectID: string;
  description?: string;
  conditions: RuleCondition[];
  consequence: { userData: Record<string, unknown> };
  enabled?: boolean;
}

function terms(text: string): string[] {
  return text
    .split(/[\s\p{P}]+/u)
    .map((t) => processTerm(t))
    .filter((t): t is string => t !== null);
}

function patternMatches(
  query: string[],
  pattern: string[],
  anchoring: RuleCondition['anchoring'],
): boolean {
  const at = (offset: number) => pattern.every((term, i) => query[offset + i] === term);
  switch (anchoring ?? 'is') {
    case 'is':
      return query.length === pattern.length && at(0);
    case 'startsWith':
      return query.length >= pattern.length && at(0);
    case 'endsWith':
      return query.length >= pattern.length && at(query.length - pattern.length);
    case 'contains':
      for (let o = 0; o + pattern.length <= query.length; o++) if (at(o)) return true;
      return false;
  }
}

export function conditionMatches(
  condition: RuleCondition,
  query: string,
  contexts: readonly string[],
): boolean {
  if (condition.context !== undefined && !contexts.includes(condition.context)) return false;
  if (condition.pattern === undefined) return condition.context !== undefined;
  return patternMatches(terms(query), terms(condition.pattern), condition.anchoring);
}

export function matchingRules(
  rules: readonly SearchRule[],
  query: string,
  contexts: readonly string[],
): SearchRule[] {
  return rules.filter(
    (rule) =>
      rule.enabled !== false && rule.conditions.some((c) => conditionMatches(c, query, contexts)),
  );
}

export function applyRules(
  response: SearchResponse,
  rules: readonly SearchRule[],
  params: SearchParams,
): void {
  if (!params.enableRules) return;
  const matched = matchingRules(rules, params.query, params.ruleContexts);
  if (matched.length === 0) return;
  response.userData = matched.map((r) => r.consequence.userData);
  response.appliedRules = matched.map((r) => ({ objectID: r.objectID }));
}
