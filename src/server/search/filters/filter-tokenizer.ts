/**
 * Tokenizer for Algolia's `filters` syntax. Columns are 0-based offsets into the expression,
 * as in Algolia's messages ("Unexpected token ':' expected ')' at col 28").
 */
import { badRequest } from '../protocol/algolia-error';

export type TokenType =
  | 'lparen'
  | 'rparen'
  | 'colon'
  | 'operator'
  | 'word'
  | 'string'
  | 'AND'
  | 'OR'
  | 'NOT'
  | 'TO'
  | 'end';

export interface Token {
  type: TokenType;
  /** the text without quotes for strings */
  text: string;
  col: number;
}

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO']);
/** characters that end an unquoted word */
const WORD_BREAK = new Set([' ', '\t', '\n', '\r', '(', ')', ':', '"', "'", '<', '>', '=']);

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '(' || c === ')' || c === ':') {
      tokens.push({ type: c === '(' ? 'lparen' : c === ')' ? 'rparen' : 'colon', text: c, col: i });
      i++;
    } else if (c === '<' || c === '>' || c === '=' || (c === '!' && input[i + 1] === '=')) {
      const op = input[i + 1] === '=' && c !== '=' ? c + '=' : c;
      tokens.push({ type: 'operator', text: op, col: i });
      i += op.length;
    } else if (c === '"' || c === "'") {
      i = readQuoted(input, i, tokens);
    } else {
      const start = i;
      while (
        i < input.length &&
        !WORD_BREAK.has(input[i]!) &&
        !(input[i] === '!' && input[i + 1] === '=')
      )
        i++;
      const text = input.slice(start, i);
      tokens.push({ type: KEYWORDS.has(text) ? (text as TokenType) : 'word', text, col: start });
    }
  }
  tokens.push({ type: 'end', text: '', col: input.length });
  return tokens;
}

/** Reads a quoted string starting at `start`; a backslash escapes the next character. */
function readQuoted(input: string, start: number, tokens: Token[]): number {
  const quote = input[start]!;
  let text = '';
  let i = start + 1;
  while (i < input.length && input[i] !== quote) {
    if (input[i] === '\\' && i + 1 < input.length) i++;
    text += input[i]!;
    i++;
  }
  if (i >= input.length) throw badRequest(`filters: Unterminated string starting at col ${start}`);
  tokens.push({ type: 'string', text, col: start });
  return i + 1;
}

/** How a token reads in an error message: `':'`, `'AND'`, `string(foo)`. */
export function describe(token: Token): string {
  switch (token.type) {
    case 'word':
    case 'string':
      return `string(${token.text})`;
    case 'end':
      return 'end of filter';
    default:
      return `'${token.text}'`;
  }
}
