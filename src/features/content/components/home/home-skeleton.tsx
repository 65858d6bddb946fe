import { styled } from '@linaria/react';
import { Skeleton } from '../../../../platform/ui/skeleton';
import { useT } from '../../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { HeroSkeleton } from './hero-block.styles';
import { Blocks, Section } from './home.styles';
import { TileGrid } from './tiles-block.styles';

const SkeletonTile = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.875rem;
`;

/** The home page's shape while its data file loads: a hero block and a row of tiles. */
export function HomeSkeleton() {
  const t = useT();
  return (
    <Blocks aria-busy="true">
      <span className={visuallyHidden} role="status">
        {t('WEB.LOADING')}
      </span>
      <HeroSkeleton />
      <Section>
        <TileGrid as="div">
          {[0, 1, 2, 3].map((index) => (
            <SkeletonTile key={index}>
              <Skeleton aspectRatio="3 / 4" />
              <Skeleton width="50%" height="0.75rem" />
            </SkeletonTile>
          ))}
        </TileGrid>
      </Section>
    </Blocks>
  );
}
