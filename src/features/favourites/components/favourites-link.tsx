import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { iconButtonClass } from '../../../platform/ui/button';
import { Icon } from '../../../platform/ui/icon';
import { FAVOURITE_ANIMATION_MS } from '../../../shared/constants';
import { useFavouritesCount } from '../hooks/use-favourites';

const bump = css`
  &[data-bump='true'] svg {
    animation: vitrine-heart-bump ${FAVOURITE_ANIMATION_MS}ms ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-bump='true'] svg {
      animation: none;
    }
  }

  :global() {
    @keyframes vitrine-heart-bump {
      40% {
        transform: scale(1.25);
      }
    }
  }
`;

/**
 * The header heart: empty at zero favourites, filled otherwise, with a short pulse when the
 * count grows (spec §2). The count is in the accessible name: "Favourites (3)".
 */
export function FavouritesLink() {
  const t = useT();
  const stored = useFavouritesCount();
  const count = stored ?? 0;
  const previous = useRef(stored);
  const [bumping, setBumping] = useState(false);

  useEffect(() => {
    // The first read from storage is not growth: no pulse on page load.
    const grew = previous.current !== null && stored !== null && stored > previous.current;
    previous.current = stored;
    if (!grew) return;
    setBumping(true);
    const timer = window.setTimeout(() => setBumping(false), FAVOURITE_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [stored]);

  return (
    <Link
      href={paths.favourites()}
      className={`${iconButtonClass} ${bump}`}
      aria-label={t('WEB.FAVOURITES.LINK', { count })}
      data-bump={bumping}
    >
      <Icon name={count > 0 ? 'heart-filled' : 'heart'} />
    </Link>
  );
}
