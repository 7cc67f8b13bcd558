import type { FilterNode, FilterOperator, RawValue } from '../domain/query-filter';

import { filterError, tokenize, type Token } from './query-filter-tokens';

/**
 * Parses Mealie's `queryFilter` text into a tree. AND binds tighter than OR (as in SQL); Mealie
 * itself folds mixed AND/OR from the right, so clients that mix them parenthesise anyway.
 * Inside quoted values `\"` and `\\` escape a quote and a backslash (Mealie has no escapes).
 */
export function parseFilterText(text: string): FilterNode | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const parser = new Parser(tokens);
  const tree = parser.parseOr(0);
  parser.expectEnd();
  return tree;
}

const maxDepth = 20;
const maxConditions = 100;
const maxListItems = 200;

const attributePattern = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

class Parser {
  private position = 0;
  private conditions = 0;

  constructor(private readonly tokens: Token[]) {}

  parseOr(depth: number): FilterNode {
    const items = [this.parseAnd(depth)];
    while (this.acceptWord('OR')) items.push(this.parseAnd(depth));
    return items.length === 1 && items[0] ? items[0] : { kind: 'or', items };
  }

  expectEnd(): void {
    const token = this.peek();
    if (!token) return;
    if (token.text === ')') throw filterError('unbalanced parentheses: unexpected ")"', token.at);
    throw filterError(`expected AND or OR before "${token.text}"`, token.at);
  }

  private parseAnd(depth: number): FilterNode {
    const items = [this.parsePrimary(depth)];
    while (this.acceptWord('AND')) items.push(this.parsePrimary(depth));
    return items.length === 1 && items[0] ? items[0] : { kind: 'and', items };
  }

  private parsePrimary(depth: number): FilterNode {
    const token = this.peek();
    if (token?.type === 'punct' && token.text === '(') {
      if (depth >= maxDepth) throw filterError('parentheses are nested too deeply', token.at);
      this.position += 1;
      const inner = this.parseOr(depth + 1);
      const close = this.next();
      if (close?.text !== ')' || close.type !== 'punct') {
        throw filterError('unbalanced parentheses: missing ")"', close?.at ?? token.at);
      }
      return inner;
    }
    return this.parseCondition();
  }

  private parseCondition(): FilterNode {
    const token = this.next();
    if (token?.type !== 'word' || !attributePattern.test(token.text)) {
      throw filterError(
        token ? `expected an attribute name, found "${token.text}"` : 'expected an attribute name',
        token?.at,
      );
    }
    this.conditions += 1;
    if (this.conditions > maxConditions) throw filterError('too many conditions', token.at);
    const attribute = token.text;
    const [operator, value] = this.parseOperatorAndValue(attribute);
    return { kind: 'condition', attribute, operator, value };
  }

  private parseOperatorAndValue(attribute: string): [FilterOperator, RawValue | RawValue[] | null] {
    const token = this.next();
    if (token?.type === 'op') return [token.text, this.parseValue(token.text)];
    const keyword = token?.type === 'word' ? token.text.toUpperCase() : '';
    if (keyword === 'IS') {
      const negated = this.acceptWord('NOT');
      const value = this.next();
      if (!value || !['NULL', 'NONE'].includes(value.text.toUpperCase())) {
        throw filterError('IS and IS NOT can only be used with NULL', value?.at ?? token?.at);
      }
      return [negated ? 'IS NOT NULL' : 'IS NULL', null];
    }
    if (keyword === 'IN') return ['IN', this.parseList('IN')];
    if (keyword === 'LIKE') return ['LIKE', this.parseValue('LIKE')];
    if (keyword === 'NOT' && this.acceptWord('IN')) return ['NOT IN', this.parseList('NOT IN')];
    if (keyword === 'NOT' && this.acceptWord('LIKE')) return ['NOT LIKE', this.parseValue('LIKE')];
    if (keyword === 'CONTAINS' && this.acceptWord('ALL')) {
      return ['CONTAINS ALL', this.parseList('CONTAINS ALL')];
    }
    const found = token ? `, found "${token.text}"` : '';
    throw filterError(`expected an operator after "${attribute}"${found}`, token?.at);
  }

  private parseValue(after: string): RawValue {
    const token = this.next();
    if (token?.type === 'string') return { quoted: true, text: token.text };
    if (token?.type === 'word') return { quoted: false, text: token.text };
    if (token?.text === '[') {
      throw filterError(
        `a list can only follow IN, NOT IN or CONTAINS ALL, not ${after}`,
        token.at,
      );
    }
    throw filterError(`expected a value after ${after}`, token?.at);
  }

  private parseList(after: string): RawValue[] {
    const open = this.next();
    if (open?.type !== 'punct' || open.text !== '[') {
      throw filterError(`${after} must be given a list of values in [ ]`, open?.at);
    }
    const items: RawValue[] = [];
    const first = this.peek();
    if (first?.type === 'punct' && first.text === ']') {
      throw filterError(`the list after ${after} is empty`, open.at);
    }
    for (;;) {
      items.push(this.parseValue(after));
      if (items.length > maxListItems) throw filterError('the list is too long', open.at);
      const separator = this.next();
      if (separator?.type === 'punct' && separator.text === ']') return items;
      if (separator?.type !== 'punct' || separator.text !== ',') {
        throw filterError('expected "," or "]" in the list', separator?.at ?? open.at);
      }
    }
  }

  private acceptWord(word: string): boolean {
    const token = this.peek();
    if (token?.type !== 'word' || token.text.toUpperCase() !== word) return false;
    this.position += 1;
    return true;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }
}
