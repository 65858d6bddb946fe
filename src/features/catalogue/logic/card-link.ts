import { paths } from '../../../platform/routing/paths';
import type { ColourOption, ProductHit } from '../../../shared/domain/product';

/**
 * Spec §2 product card link: a colour that belongs to another product (a group of variant
 * products) links to that product; otherwise the card's product. Either way `?color=` names the
 * colour, so the product page opens on the colour the shopper chose on the card.
 */
export function cardLink(hit: ProductHit, option: ColourOption | undefined): string {
  if (!option) return paths.product(hit.slug, hit.productId, hit.color.slug);
  if (option.productId && option.productId !== hit.productId) {
    return paths.product(option.productSlug, option.productId, option.slug);
  }
  return paths.product(hit.slug, hit.productId, option.slug);
}
