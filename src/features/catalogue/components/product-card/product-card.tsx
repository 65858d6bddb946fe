import { Link } from 'wouter';
import type { ProductHit } from '../../../../shared/domain/product';
import { ProductPrice } from '../../../../platform/ui/price/product-price';
import { ColourSwatches } from './colour-swatches';
import {
  brandClass,
  cardClass,
  imageClass,
  mediaClass,
  nameClass,
  nameLinkClass,
} from './product-card.styles';
import { useProductCard } from './use-product-card';

/** Images are 3:4 portraits; width/height reserve the space before they load (no layout shift). */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 800;

export interface ProductCardProps {
  hit: ProductHit;
  /** heading level of the product name: 2 under a page h1, 3 under a tray's h2 */
  headingLevel?: 2 | 3;
  /** eager-load the first row's images (they are the page's largest paint) */
  priority?: boolean;
}

export function ProductCard({ hit, headingLevel = 2, priority = false }: ProductCardProps) {
  const card = useProductCard(hit);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClass}>
      {/* The image repeats the name link for pointer users; keyboard and screen-reader users get
          one link per card, the name. */}
      <Link href={card.href} className={mediaClass} tabIndex={-1} aria-hidden="true">
        <img
          className={imageClass}
          data-view="main"
          src={card.image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {card.secondaryImage && (
          <img
            className={imageClass}
            data-view="secondary"
            src={card.secondaryImage}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        )}
      </Link>
      <p className={brandClass}>{hit.brand.name}</p>
      <Heading className={nameClass}>
        <Link href={card.href} className={nameLinkClass}>
          {hit.name}
        </Link>
      </Heading>
      <ProductPrice list={hit.price.list} sale={hit.price.sale} currency={hit.price.currency} />
      <ColourSwatches
        swatches={card.swatches}
        selectedSlug={card.selected?.slug}
        moreColours={card.moreColours}
        onSelect={card.handleSelectColour}
      />
    </article>
  );
}
