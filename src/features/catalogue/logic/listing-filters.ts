/**
 * Listing filters in Algolia's `filters` syntax. A navigation node (or the URL) names filters by
 * their spec §3 names (`categoryPageIds`, `brand`, `color`, `onSale`, `priceRange` …); records
 * hold them under attributes (`brand.tag`, `color.group`, `salePrice`). Values of one filter are
 * alternatives (OR); different filters must all hold (AND). Every listing also carries the spec
 * §5 rule: sale price above 0, and availabilityFlag below 3 unless out-of-stock is included.
 */

/** Filter name → record attribute, where they differ. */
const ATTRIBUTES: Record<string, string> = {
  // a brand's tag, not its name: spec §5's sanitiser would strip the "&" of "Harrow & Finch"
  brand: 'brand.tag',
  color: 'color.group',
  collections: 'collections.tag',
  priceRange: 'salePrice',
};

/** The record attribute a filter name stands for ("brand" → "brand.tag"). */
export function filterAttribute(name: string): string {
  return ATTRIBUTES[name] ?? name;
}

const BOOLEAN_FILTERS = new Set(['onSale']);
const RANGE_FILTERS = new Set(['priceRange']);
/** Names that change the rule or the ranking (listing-ranking.ts) rather than filter. */
const CONTROL_FILTERS = new Set([
  'includeOutOfStock',
  'prioritizedProductIds',
  'featuredProductIds',
]);

export const SALE_PRICE_RULE = 'salePrice > 0';
export const LISTING_RULE = `${SALE_PRICE_RULE} AND availabilityFlag < 3`;

/**
 * Spec §5: filter values are URL-decoded and stripped of all but letters, digits, space, >, -, .
 * and _ (letters of any script: brand names are not all Latin).
 */
export function sanitiseFilterValue(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a stray % is not an escape: keep the text as typed
  }
  return decoded
    .replace(/[^\p{L}\p{N} >\-._]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function facetClause(attribute: string, value: string): string {
  return `${attribute}:"${value}"`;
}

/** "20>100" → salePrice:20 TO 100; "20>" → salePrice >= 20; ">100" → salePrice <= 100. */
function rangeClause(attribute: string, value: string): string | null {
  const [min = '', max = ''] = value.split('>');
  const low = min === '' ? null : Number(min);
  const high = max === '' ? null : Number(max);
  if (low !== null && Number.isFinite(low) && high !== null && Number.isFinite(high)) {
    return `${attribute}:${low} TO ${high}`;
  }
  if (low !== null && Number.isFinite(low)) return `${attribute} >= ${low}`;
  if (high !== null && Number.isFinite(high)) return `${attribute} <= ${high}`;
  return null;
}

function clausesFor(name: string, values: string[]): string[] {
  const attribute = filterAttribute(name);
  const clean = values.map(sanitiseFilterValue).filter(Boolean);
  if (BOOLEAN_FILTERS.has(name)) {
    return clean.filter((v) => v === 'true' || v === 'false').map((v) => `${attribute}:${v}`);
  }
  if (RANGE_FILTERS.has(name)) {
    return clean.map((v) => rangeClause(attribute, v)).filter((c): c is string => c !== null);
  }
  return clean.map((v) => facetClause(attribute, v));
}

/** `{ categoryPageIds: ["a","b"], brand: ["x"] }` → `(categoryPageIds:"a" OR categoryPageIds:"b") AND brand.tag:"x"` */
export function filtersToExpression(filters: Record<string, readonly string[]>): string {
  const groups: string[] = [];
  for (const [name, values] of Object.entries(filters)) {
    if (CONTROL_FILTERS.has(name)) continue;
    const clauses = clausesFor(name, [...values]);
    if (clauses.length === 1) groups.push(clauses[0]!);
    else if (clauses.length > 1) groups.push(`(${clauses.join(' OR ')})`);
  }
  return groups.join(' AND ');
}

/** True when `expression` has an OR outside parentheses and quotes, so AND-ing needs brackets. */
function hasTopLevelOr(expression: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0 && expression.startsWith(' OR ', i)) return true;
  }
  return false;
}

/** Adds the listing rule to any expression (a node's filters, a tray's configured filters). */
export function withListingRule(expression: string, includeOutOfStock = false): string {
  const rule = includeOutOfStock ? SALE_PRICE_RULE : LISTING_RULE;
  const trimmed = expression.trim();
  if (!trimmed) return rule;
  return `${hasTopLevelOr(trimmed) ? `(${trimmed})` : trimmed} AND ${rule}`;
}

/** The full listing filter of a navigation node (spec §5 "Listing"). */
export function listingFilter(filters: Record<string, readonly string[]>): string {
  const includeOutOfStock = filters.includeOutOfStock?.includes('true') ?? false;
  return withListingRule(filtersToExpression(filters), includeOutOfStock);
}
