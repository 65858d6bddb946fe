/**
 * A brand's URL tag from its name, the same rule the catalogue uses for `brand.tag`: accents
 * folded, "&" spelled "and", lower-case ASCII words joined by hyphens ("Harrow & Finch" →
 * "harrow-and-finch"). Brand links carry the tag; the page maps it back to the name.
 */
export function brandTag(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The brand whose tag is `tag`, among the names the search engine knows. */
export function brandNameForTag(names: readonly string[], tag: string): string | undefined {
  const wanted = tag.toLowerCase();
  return names.find((name) => brandTag(name) === wanted);
}
