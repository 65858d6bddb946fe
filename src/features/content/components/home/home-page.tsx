import {
  OfflineUnavailable,
  useUnavailableOffline,
} from '../../../../platform/offline/unavailable-slot';
import { useSite } from '../../../../platform/site/site-context';
import { LoadError } from '../../../../platform/ui/load-error';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { HomeBlock } from '../../../../shared/domain/content';
import { useContentData } from '../../api/get-content-data';
import { HeroBlock } from './hero-block';
import { HomeSkeleton } from './home-skeleton';
import { blocksClass, sectionClass } from './home.styles';
import { TextBlock } from './text-block';
import { TilesBlock } from './tiles-block';
import { HydrateLater } from '../../../../platform/ui/hydrate-later';
import { lazyRegion } from '../../../../platform/ui/lazy-region';

/** A tray's cards, prices and search come with it, when the shopper comes near it. */
const ProductTray = lazyRegion(() =>
  import('../../../catalogue/tray').then((module) => module.ProductTray),
);

function renderBlock(block: HomeBlock, index: number) {
  const id = `home-block-${index}`;
  switch (block.type) {
    case 'hero':
      // The first hero names the page; any later one is a section of it.
      return <HeroBlock key={id} block={block} headingLevel={index === 0 ? 1 : 2} />;
    case 'tiles':
      return <TilesBlock key={id} block={block} id={id} />;
    case 'products':
      return (
        <section className={sectionClass} key={id}>
          <ProductTray
            title={block.title}
            filters={block.filters}
            hits={block.hits}
            viewAllPath={block.path}
          />
        </section>
      );
    case 'text':
      return <TextBlock key={id} block={block} id={id} />;
  }
}

/** The homepage, block by block from home.json of the active language (spec §2). */
export function HomePage() {
  const { config } = useSite();
  const home = useContentData('home');
  const seo = useContentData('seoData');
  const unavailableOffline = useUnavailableOffline(home);

  if (unavailableOffline) return <OfflineUnavailable headingLevel={1} />;
  if (home.isPending) return <HomeSkeleton />;
  if (home.isError) {
    return <LoadError headingLevel={1} onRetry={() => void home.refetch()} />;
  }
  const blocks = home.data.blocks;
  const opensWithHero = blocks[0]?.type === 'hero';
  return (
    <div className={blocksClass}>
      {opensWithHero ? null : (
        <h1 className={visuallyHidden}>{seo.data?.site.title ?? config.country.name}</h1>
      )}
      {blocks.map((block, index) =>
        // the opening block hydrates with the page; each later one in a pass of its own
        index === 0 ? (
          renderBlock(block, index)
        ) : (
          <HydrateLater key={`home-block-${index}`}>{renderBlock(block, index)}</HydrateLater>
        ),
      )}
    </div>
  );
}
