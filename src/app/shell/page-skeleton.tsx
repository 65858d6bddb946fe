import { css } from '@linaria/core';
import { useT } from '../../platform/i18n/i18n-context';
import { Skeleton } from '../../platform/ui/skeleton';
import { media } from '../../platform/ui/tokens';
import { visuallyHidden } from '../../platform/ui/visually-hidden';

const pageClass = css`
  display: grid;
  gap: 1.5rem;
  padding-block: 2rem 4rem;
  padding-inline: 1rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }

  ${media.desktop} {
    max-inline-size: 90rem;
    margin-inline: auto;
    padding-inline: 3rem;
  }
`;

const gridClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;

  ${media.tabletSmall} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.tabletMedium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 2rem;
  }
`;

const cardClass = css`
  display: grid;
  gap: 0.625rem;
`;

/** A neutral page shape (title, then a product grid) while a route chunk or its data loads. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className={pageClass} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {t('WEB.LOADING')}
      </span>
      <Skeleton width="9rem" height="0.75rem" />
      <Skeleton width="min(22rem, 70%)" height="2rem" />
      <div className={gridClass}>
        {Array.from({ length: 8 }, (_, index) => (
          <div className={cardClass} key={index}>
            <Skeleton aspectRatio="3 / 4" />
            <Skeleton width="40%" height="0.625rem" />
            <Skeleton width="80%" height="0.875rem" />
            <Skeleton width="30%" height="0.875rem" />
          </div>
        ))}
      </div>
    </div>
  );
}
