import { slugify } from '../../../shared/routes/slug';

/**
 * A brand's URL tag from its name: the catalogue's `brand.tag` rule (slugify), so
 * "Harrow & Finch" → "harrow-and-finch". Brand links carry the tag; the page maps it back to
 * the name.
 */
export function brandTag(name: string): string {
  return slugify(name);
}

/** The brand whose tag is `tag`, among the names the search engine knows. */
export function brandNameForTag(names: readonly string[], tag: string): string | undefined {
  const wanted = tag.toLowerCase();
  return names.find((name) => brandTag(name) === wanted);
}
