/**
 * Recursive-descent parser for Algolia's `filters` parameter:
 *
 *   expression := or
 *   or         := and ( "OR" and )*
 *   and        := unary ( "AND" unary )*
 *   unary      := "NOT" filter | "(" or ")" | filter
 *   filter     := name ":" value [ "TO" number ]   facet, boolean or range
 *               | name operator number             numeric comparison
 *               | value                            tag, same as _tags:value
 *
 * NOT binds tighter than AND, AND tighter than OR. Like Algolia, the result must be an AND of
 * ORs (`A AND (B OR C)`); an OR over an AND and a negated group are rejected with 400, so a
 * filter that works here also works against hosted Algolia.
 */
import { badRequest } from '../protocol/algolia-error';
import { and, or, type FilterNode, type NumericOperator } from './filter-ast';
import { describe, tokenize, type Token, type TokenType } from './filter-tokenizer';

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Parentheses nested deeper than this are refused: an AND of ORs needs two levels, and the
 * parser (and every walk of the tree after it) recurses once per level, so 10,000 levels would
 * overflow the stack instead of answering 400.
 */
export const MAX_FILTER_NESTING = 16;

export function parseFilters(input: string): FilterNode | null {
  if (input.trim() === '') return null;
  const parser = new Parser(tokenize(input));
  const node = parser.expression();
  parser.expect('end', 'end of filter');
  assertConjunctive(node);
  return node;
}

/** One filter without boolean operators, as in `numericFilters` entries ("price>=10"). */
export function parseSingleFilter(input: string, parameter: string): FilterNode {
  const parser = new Parser(tokenize(input));
  const node = parser.filter(parameter);
  parser.expect('end', 'end of filter', parameter);
  return node;
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  expression(): FilterNode {
    return this.or();
  }

  private or(): FilterNode {
    const children = [this.and()];
    while (this.accept('OR')) children.push(this.and());
    return or(children);
  }

  private and(): FilterNode {
    const children = [this.unary()];
    while (this.accept('AND')) children.push(this.unary());
    return and(children);
  }

  private unary(): FilterNode {
    if (this.accept('NOT')) return { kind: 'not', child: this.filter() };
    if (this.accept('lparen')) {
      if (++this.depth > MAX_FILTER_NESTING)
        throw badRequest(`filters: parentheses nested deeper than ${MAX_FILTER_NESTING} levels`);
      const inner = this.or();
      this.expect('rparen', "')'");
      this.depth--;
      return inner;
    }
    return this.filter();
  }

  filter(parameter = 'filters'): FilterNode {
    const name = this.take(['word', 'string'], 'filter', parameter);
    if (this.accept('colon')) {
      const value = this.take(['word', 'string'], 'value', parameter);
      if (this.peek().type !== 'TO')
        return { kind: 'facet', attribute: name.text, value: value.text };
      this.index++;
      const high = this.take(['word', 'string'], 'numeric', parameter);
      return {
        kind: 'range',
        attribute: name.text,
        low: toNumber(value, parameter),
        high: toNumber(high, parameter),
      };
    }
    const operator = this.peek();
    if (operator.type === 'operator') {
      this.index++;
      const value = this.take(['word'], 'numeric', parameter);
      return {
        kind: 'numeric',
        attribute: name.text,
        operator: operator.text as NumericOperator,
        value: toNumber(value, parameter),
      };
    }
    return { kind: 'facet', attribute: '_tags', value: name.text };
  }

  expect(type: TokenType, expected: string, parameter = 'filters'): Token {
    return this.take([type], expected, parameter);
  }

  private take(types: TokenType[], expected: string, parameter: string): Token {
    const token = this.peek();
    if (!types.includes(token.type)) throw unexpected(token, expected, parameter);
    this.index++;
    return token;
  }

  private accept(type: TokenType): boolean {
    if (this.peek().type !== type) return false;
    this.index++;
    return true;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }
}

function toNumber(token: Token, parameter: string): number {
  if (!NUMBER.test(token.text)) throw unexpected(token, 'numeric', parameter);
  return Number(token.text);
}

function unexpected(token: Token, expected: string, parameter: string): Error {
  return badRequest(
    `${parameter}: Unexpected token ${describe(token)} expected ${expected} at col ${token.col}`,
  );
}

/** Rejects ORs of ANDs, which Algolia refuses for the same expression. */
function assertConjunctive(node: FilterNode, insideOr = false): void {
  if (node.kind === 'and') {
    if (insideOr) {
      throw badRequest(
        'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
      );
    }
    node.children.forEach((child) => assertConjunctive(child, false));
  } else if (node.kind === 'or') {
    node.children.forEach((child) => assertConjunctive(child, true));
  }
}
