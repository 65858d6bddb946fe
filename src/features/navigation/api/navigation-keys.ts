/** Query keys of the navigation feature: search-engine answers, public catalogue data. */
export const navigationKeys = {
  all: ['navigation'] as const,
  /** which of a panel's entries have products: one probe per filter expression, sorted */
  probes: (indexName: string, filters: readonly string[]) =>
    [...navigationKeys.all, 'probe', indexName, filters] as const,
};
