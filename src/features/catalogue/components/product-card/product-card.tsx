import { useRef } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { ListedProductHit } from '../../../../shared/search/listed-attributes';
import { track } from '../../../analytics';
import { FavouriteButton } from '../../../favourites';
import { PromotionSlot } from '../../../promotions';
import { cardDisplay, type CardDisplay } from '../../logic/card-display';
import { CardPromotions } from './card-promotions';
import { ColourSwatches } from './colour-swatches';
import { ProductCardMedia } from './product-card-media';
import { ProductCardSkeletonBody } from './product-card-skeleton';
import {
  brandClass,
  cardClass,
  favouriteClass,
  lowStockClass,
  mediaWrapClass,
  nameClass,
  nameLinkClass,
  promoAdditionalClass,
  promoBadgeClass,
  promoBannerClass,
  rankingClass,
} from './product-card.styles';
import { useProductCard } from '../../hooks/use-product-card';
import { useSeenOnce } from '../../hooks/use-seen-once';

export interface ProductCardProps {
  hit: ListedProductHit;
  /** heading level of the product name: 2 under a page h1, 3 under a tray's h2 */
  headingLevel?: 2 | 3;
  /** eager-load the first row's images (they are the page's largest paint) */
  priority?: boolean;
  /** what the card shows; spec §9 defaults */
  display?: Partial<CardDisplay>;
  /**
   * 1-based position in the results across pages: in the productClick event, and shown when
   * display.ranking is on
   */
  position?: number;
  /** the search that listed the card (clickAnalytics queryID, index), for the click event */
  search?: { queryID?: string; index?: string };
  /** most colour swatches shown (spec §9: 5) */
  swatchLimit?: number;
}

/**
 * A product in a grid or tray: a skeleton until it first comes near the viewport, then image
 * (with promotion badge and banner, favourite heart), brand, name link, price, promotion text and
 * colour swatches that switch image, link and favourite to the chosen colour. The name stays in
 * the accessibility tree throughout, so the card is findable before it paints.
 */
export function ProductCard({
  hit,
  headingLevel = 2,
  priority = false,
  display: overrides,
  position,
  search,
  swatchLimit,
}: ProductCardProps) {
  const t = useT();
  const card = useProductCard(hit, swatchLimit);
  const display = cardDisplay(overrides);
  const ref = useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref);
  const shown = seen || priority;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const productIds = [hit.productId];
  const handleClick = () =>
    track({
      type: 'productClick',
      productId: hit.productId,
      color: card.selected?.slug,
      position,
      objectID: hit.objectID,
      ...(search?.queryID && { queryID: search.queryID }),
      ...(search?.index && { index: search.index }),
    });
  const heading = (
    <Heading className={shown && display.title ? nameClass : visuallyHidden}>
      <Link href={card.href} className={nameLinkClass} onClick={handleClick}>
        {hit.name}
      </Link>
    </Heading>
  );
  if (!shown) {
    return (
      <article ref={ref} className={cardClass} aria-busy="true" data-state="skeleton">
        <ProductCardSkeletonBody />
        {heading}
      </article>
    );
  }
  return (
    <article ref={ref} className={cardClass} data-state="ready">
      <div className={mediaWrapClass}>
        <ProductCardMedia card={card} priority={priority} onClick={handleClick} />
        <CardPromotions promotions={hit.promotions} area="badge" />
        <CardPromotions promotions={hit.promotions} area="banner" />
        {/* the running campaigns' content; a change of campaigns resets the colour (spec §4) */}
        <PromotionSlot
          area="productCardBadge"
          productIds={productIds}
          className={promoBadgeClass}
          onCampaignsChange={card.handleResetColour}
        />
        <PromotionSlot
          area="productCardBanner"
          productIds={productIds}
          className={promoBannerClass}
        />
        {display.favourite && (
          <FavouriteButton
            className={favouriteClass}
            variantId={card.variantId}
            productName={hit.name}
            productId={hit.productId}
            colour={card.selected?.slug}
          />
        )}
      </div>
      {display.ranking && position !== undefined && <p className={rankingClass}>#{position}</p>}
      {display.brand && <p className={brandClass}>{hit.brand.name}</p>}
      {heading}
      {display.price && (
        <ProductPrice list={hit.price.list} sale={hit.price.sale} currency={hit.price.currency} />
      )}
      <CardPromotions promotions={hit.promotions} area="additional" />
      <PromotionSlot
        area="productCardAdditional"
        productIds={productIds}
        className={promoAdditionalClass}
      />
      {display.lowStock && card.selected?.availability === 'lowstock' && (
        <p className={lowStockClass}>{t('WEB.PRODUCT.STOCK.LOW')}</p>
      )}
      {display.swatches && (
        <ColourSwatches
          swatches={card.swatches}
          selectedSlug={card.selected?.slug}
          moreColours={card.moreColours}
          onSelect={card.handleSelectColour}
        />
      )}
    </article>
  );
}
