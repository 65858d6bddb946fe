import { useEffect, useState } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Icon } from '../../../platform/ui/icon';
import { FAVOURITE_ANIMATION_MS } from '../../../shared/constants';
import { toggleFavourite, useIsFavourite } from '../hooks/use-favourites';
import { favouriteButtonClass } from './favourite-button.styles';

export interface FavouriteButtonProps {
  variantId: string;
  productName: string;
  /** for analytics; default: the variant id */
  productId?: string;
  colour?: string;
  className?: string;
}

/**
 * The heart toggle (spec §4): not a favourite → added (heart fills, 500 ms grow); a favourite →
 * removed. One accessible name in both states; the state is aria-pressed.
 */
export function FavouriteButton({
  variantId,
  productName,
  productId,
  colour,
  className,
}: FavouriteButtonProps) {
  const t = useT();
  const pressed = useIsFavourite(variantId);
  const [growing, setGrowing] = useState(false);

  useEffect(() => {
    if (!growing) return;
    const timer = window.setTimeout(() => setGrowing(false), FAVOURITE_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [growing]);

  return (
    <button
      type="button"
      className={className ? `${favouriteButtonClass} ${className}` : favouriteButtonClass}
      aria-pressed={pressed}
      aria-label={t('WEB.FAVOURITES.TOGGLE', { name: productName })}
      data-grow={growing}
      onClick={() => setGrowing(toggleFavourite({ variantId, productId, colour }))}
    >
      <Icon name={pressed ? 'heart-filled' : 'heart'} />
    </button>
  );
}
