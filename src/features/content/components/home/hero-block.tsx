import { Link } from 'wouter';
import { buttonClass } from '../../../../platform/ui/button';
import { preloadLcpImage } from '../../../../platform/ui/preload-lcp-image';
import type { HomeBlock } from '../../../../shared/domain/content';
import { Hero, HeroCopy, HeroImage, HeroTitle } from './hero-block.styles';

type HeroData = Extract<HomeBlock, { type: 'hero' }>;

/**
 * The editorial opener and the page's LCP element: the image is fetched at high priority and
 * never lazily; its intrinsic size keeps the layout from shifting while it loads.
 */
export function HeroBlock({ block, headingLevel }: { block: HeroData; headingLevel: 1 | 2 }) {
  preloadLcpImage(block.image);
  return (
    <Hero aria-labelledby="home-hero-title">
      <HeroImage
        src={block.image}
        alt=""
        width={1440}
        height={960}
        fetchPriority="high"
        decoding="async"
      />
      <HeroCopy>
        <HeroTitle as={headingLevel === 1 ? 'h1' : 'h2'} id="home-hero-title">
          {block.title}
        </HeroTitle>
        {block.subtitle ? <p>{block.subtitle}</p> : null}
        <Link href={block.cta.path} className={buttonClass}>
          {block.cta.label}
        </Link>
      </HeroCopy>
    </Hero>
  );
}
