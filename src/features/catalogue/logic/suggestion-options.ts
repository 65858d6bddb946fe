import { paths } from '../../../platform/routing/paths';
import type { ProductHit } from '../../../shared/domain/product';
import { cardLink } from './card-link';
import type { SuggestionMode } from '../api/suggestions-query';

/** One choosable row of the suggestions listbox; the search box moves through these by key. */
export interface SuggestionOption {
  /** element id, for aria-activedescendant */
  id: string;
  kind: 'popular' | 'query' | 'product';
  label: string;
  /** where choosing it goes, relative to the router base */
  href: string;
}

export interface ProductSuggestionOption extends SuggestionOption {
  kind: 'product';
  hit: ProductHit;
}

/** The options in reading (and arrow-key) order: searches first, then products. */
export function suggestionOptions(
  listboxId: string,
  mode: SuggestionMode,
  queries: string[],
  products: ProductHit[],
): SuggestionOption[] {
  const kind = mode === 'popular' ? 'popular' : 'query';
  const searches = queries.map<SuggestionOption>((text, index) => ({
    id: `${listboxId}-${kind}-${index}`,
    kind,
    label: text,
    href: paths.search(text),
  }));
  const productOptions = products.map<ProductSuggestionOption>((hit, index) => ({
    id: `${listboxId}-product-${index}`,
    kind: 'product',
    label: hit.name,
    href: cardLink(hit, undefined),
    hit,
  }));
  return [...searches, ...productOptions];
}
