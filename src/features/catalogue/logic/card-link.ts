import { paths } from '../../../platform/routing/paths';
import type { ColourOption } from '../../../shared/domain/product';
import type { ListedProductHit } from '../../../shared/search/listed-attributes';

/**
 * Spec §2 product card link: a colour that belongs to another product (a group of variant
 * products) links to that product — the product path minus its last two segments, then that
 * product's slug and id — with `?color=`. Otherwise, when the current page's query has `sku`,
 * the product url carries `?sku=` of the chosen colour; else `?color=` names the colour, so the
 * product page opens on the colour the shopper chose on the card.
 */
export function cardLink(
  hit: ListedProductHit,
  option: ColourOption | undefined,
  pageHasSku = false,
): string {
  if (option?.productId && option.productId !== hit.productId) {
    return paths.product(option.productSlug, option.productId, option.slug);
  }
  const chosen = option ?? hit.options.find((o) => o.slug === hit.color.slug);
  const sku = chosen?.sku ?? hit.sku;
  if (pageHasSku && sku) {
    return `${paths.product(hit.slug, hit.productId)}?sku=${encodeURIComponent(sku)}`;
  }
  return paths.product(hit.slug, hit.productId, option?.slug ?? hit.color.slug);
}

/** The search record id (objectID) of a colour variant: `{productId}-{colour slug}`. */
export function variantIdOf(hit: ListedProductHit, option: ColourOption | undefined): string {
  if (!option || option.slug === hit.color.slug) return hit.objectID;
  return `${option.productId || hit.productId}-${option.slug}`;
}
