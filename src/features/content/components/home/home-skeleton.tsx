import { css } from '@linaria/core';
import { Skeleton } from '../../../../platform/ui/skeleton';
import { useT } from '../../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { heroSkeletonClass } from './hero-block.styles';
import { blocksClass, sectionClass } from './home.styles';
import { tileGridClass } from './tiles-block.styles';

const skeletonTileClass = css`
  display: grid;
  justify-items: center;
  gap: 0.875rem;
`;

/** The home page's shape while its data file loads: a hero block and a row of tiles. */
export function HomeSkeleton() {
  const t = useT();
  return (
    <div className={blocksClass} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {t('WEB.LOADING')}
      </span>
      <div className={heroSkeletonClass} />
      <section className={sectionClass}>
        <div className={tileGridClass}>
          {[0, 1, 2, 3].map((index) => (
            <div className={skeletonTileClass} key={index}>
              <Skeleton aspectRatio="3 / 4" />
              <Skeleton width="50%" height="0.75rem" />
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
