import { ProductTray } from '../../../catalogue';
import { useT } from '../../../../platform/i18n/i18n-context';
import {
  OfflineUnavailable,
  useUnavailableOffline,
} from '../../../../platform/offline/unavailable-slot';
import { useSite } from '../../../../platform/site/site-context';
import { ErrorState } from '../../../../platform/ui/error-state';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { HomeBlock } from '../../../../shared/domain/content';
import { useContentData } from '../../api/get-content-data';
import { HeroBlock } from './hero-block';
import { HomeSkeleton } from './home-skeleton';
import { Blocks, Section } from './home.styles';
import { TextBlock } from './text-block';
import { TilesBlock } from './tiles-block';

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
        <Section key={id}>
          <ProductTray
            title={block.title}
            filters={block.filters}
            hits={block.hits}
            viewAllPath={block.path}
          />
        </Section>
      );
    case 'text':
      return <TextBlock key={id} block={block} id={id} />;
  }
}

/** The homepage, block by block from home.json of the active language (spec §2). */
export function HomePage() {
  const t = useT();
  const { config } = useSite();
  const home = useContentData('home');
  const seo = useContentData('seoData');
  const unavailableOffline = useUnavailableOffline(home);

  if (unavailableOffline) return <OfflineUnavailable headingLevel={1} />;
  if (home.isPending) return <HomeSkeleton />;
  if (home.isError) {
    return (
      <ErrorState
        headingLevel={1}
        title={t('WEB.CHECKOUT.FORM.ERROR.GENERIC.TITLE')}
        description={t('WEB.CHECKOUT.FORM.ERROR.GENERIC.DESCRIPTION')}
        actionLabel={t('WEB.ERROR.RETRY')}
        onAction={() => void home.refetch()}
      />
    );
  }
  const blocks = home.data.blocks;
  const opensWithHero = blocks[0]?.type === 'hero';
  return (
    <Blocks>
      {opensWithHero ? null : (
        <h1 className={visuallyHidden}>{seo.data?.site.title ?? config.country.name}</h1>
      )}
      {blocks.map(renderBlock)}
    </Blocks>
  );
}
