/**
 * The shopper's filter selection: filter name → chosen values (always arrays, spec §5).
 * Pure and immutable so the URL, the pullout's pending copy and the chips share one model.
 */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

function withValues(selection: FilterSelection, name: string, values: readonly string[]) {
  const next: Record<string, readonly string[]> = { ...selection };
  if (values.length === 0) delete next[name];
  else next[name] = values;
  return next;
}

/** Adds the value when absent, removes it when present. */
export function toggleValue(selection: FilterSelection, name: string, value: string) {
  const current = selection[name] ?? [];
  return withValues(
    selection,
    name,
    current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  );
}

export function removeValue(selection: FilterSelection, name: string, value: string) {
  return withValues(
    selection,
    name,
    (selection[name] ?? []).filter((v) => v !== value),
  );
}

/** A single-valued filter (price range, on sale): null removes it. */
export function setSingle(selection: FilterSelection, name: string, value: string | null) {
  return withValues(selection, name, value === null ? [] : [value]);
}

export function valueCount(selection: FilterSelection): number {
  return Object.values(selection).reduce((sum, values) => sum + values.length, 0);
}

/** Spec §4: pending equals selected when every filter holds the same values, compared sorted. */
export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  const key = (s: FilterSelection) =>
    JSON.stringify(
      Object.keys(s)
        .filter((name) => (s[name]?.length ?? 0) > 0)
        .sort()
        .map((name) => [name, [...(s[name] ?? [])].sort()]),
    );
  return key(a) === key(b);
}

export interface FilterChip {
  name: string;
  value: string;
}

/** One chip per selected value, in filter order then selection order. */
export function selectionChips(
  selection: FilterSelection,
  order: readonly string[] = [],
): FilterChip[] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return Object.keys(selection)
    .sort((a, b) => rank(a) - rank(b))
    .flatMap((name) => (selection[name] ?? []).map((value) => ({ name, value })));
}
