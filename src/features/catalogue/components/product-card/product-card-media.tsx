import { Link } from 'wouter';
import { imageClass, mediaClass } from './product-card.styles';
import type { ProductCardState } from '../../hooks/use-product-card';
import { preloadLcpImage } from '../../../../platform/ui/preload-lcp-image';

/** Images are 3:4 portraits; width/height reserve the space before they load (no layout shift). */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 800;

/**
 * The card's image link: the chosen colour's main image, its second view on hover. It repeats
 * the name link for pointer users; keyboard and screen-reader users get one link per card.
 */
export function ProductCardMedia({
  card,
  priority,
  onClick,
}: {
  card: ProductCardState;
  priority: boolean;
  onClick: () => void;
}) {
  // the first row's images are the listing's largest paint: announced before the grid
  if (priority) preloadLcpImage(card.image);
  return (
    <Link
      href={card.href}
      className={mediaClass}
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
    >
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
  );
}
