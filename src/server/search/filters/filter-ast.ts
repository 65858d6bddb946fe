/** The parsed form of Algolia's `filters` expressions and of the array filter parameters. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  /** `attr:value`, booleans (`onSale:true`) and tags (`_tags:x` or a bare `x`) */
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  /** `attr:low TO high`, both bounds included */
  | { kind: 'range'; attribute: string; low: number; high: number };

export function and(children: FilterNode[]): FilterNode {
  return children.length === 1 ? children[0]! : { kind: 'and', children };
}

export function or(children: FilterNode[]): FilterNode {
  return children.length === 1 ? children[0]! : { kind: 'or', children };
}
