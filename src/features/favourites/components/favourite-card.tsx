import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { IconButton } from '../../../platform/ui/button';
import { Icon } from '../../../platform/ui/icon';
import { ProductPrice } from '../../../platform/ui/price/product-price';
import type { ProductHit } from '../../../shared/domain/product';
import {
  brandClass,
  cardClass,
  colourClass,
  mediaClass,
  nameClass,
  removeClass,
} from './favourite-card.styles';

export interface FavouriteCardProps {
  hit: ProductHit;
  onRemove: (hit: ProductHit) => void;
}

/** One favourite variant: its image and name link to the product in that colour, plus remove. */
export function FavouriteCard({ hit, onRemove }: FavouriteCardProps) {
  const t = useT();
  return (
    <article className={cardClass}>
      <Link href={hit.url} className={mediaClass} tabIndex={-1} aria-hidden="true">
        <img src={hit.mainImage} alt="" width={600} height={800} loading="lazy" decoding="async" />
      </Link>
      <IconButton
        className={removeClass}
        aria-label={t('WEB.FAVOURITES.REMOVE', { name: hit.name })}
        onClick={() => onRemove(hit)}
      >
        <Icon name="close" />
      </IconButton>
      <p className={brandClass}>{hit.brand.name}</p>
      <h2 className={nameClass}>
        <Link href={hit.url}>{hit.name}</Link>
      </h2>
      <p className={colourClass}>{hit.color.name}</p>
      <ProductPrice list={hit.price.list} sale={hit.price.sale} currency={hit.price.currency} />
    </article>
  );
}
