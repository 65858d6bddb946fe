/**
 * URL slugs: lower-case ASCII words joined by hyphens, "&" spelled "and". Accents are folded
 * ("Céleste" → "celeste") so brand tags and product slugs stay readable in every language's
 * URLs. The seed makes product slugs and brand tags with it; the app maps brand links back.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
