/** Query keys of the brands feature: search-engine answers, public catalogue data. */
export const brandKeys = {
  all: ['brands'] as const,
  /** brand names with listable products on an index, under a filter expression */
  names: (indexName: string, filters: string) =>
    [...brandKeys.all, 'names', indexName, filters] as const,
};
