/**
 * The brand filter of a brand page: `brand.name:"X"` with quotes and backslashes escaped as
 * Algolia's filter syntax wants. Built here rather than through the URL filter sanitiser,
 * which would strip the "&" out of "Harrow & Finch".
 */
export function brandClause(name: string): string {
  return `brand.name:"${name.replace(/["\\]/g, '\\$&')}"`;
}
