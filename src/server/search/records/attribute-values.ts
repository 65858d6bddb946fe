/**
 * Reads an attribute path such as "brand.name" or "options.color.group" from a record. Arrays
 * at any level are flattened, so a filter matches when any element matches (Algolia's rule).
 */
export type Scalar = string | number | boolean;

export function attributeValues(record: unknown, path: string | readonly string[]): Scalar[] {
  const out: Scalar[] = [];
  collect(record, typeof path === 'string' ? path.split('.') : path, 0, out);
  return out;
}

function collect(value: unknown, parts: readonly string[], depth: number, out: Scalar[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, parts, depth, out);
    return;
  }
  if (depth === parts.length) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out.push(value);
    return;
  }
  if (typeof value === 'object')
    collect((value as Record<string, unknown>)[parts[depth]!], parts, depth + 1, out);
}
