import { Link } from 'wouter';
import { buttonClass } from '../../../../platform/ui/button';
import { preloadLcpImage } from '../../../../platform/ui/preload-lcp-image';
import type { HomeBlock } from '../../../../shared/domain/content';
import { heroClass, heroCopyClass, heroImageClass, heroTitleClass } from './hero-block.styles';

type HeroData = Extract<HomeBlock, { type: 'hero' }>;

/**
 * The editorial opener and the page's LCP element: the image is fetched at high priority and
 * never lazily; its intrinsic size keeps the layout from shifting while it loads.
 */
export function HeroBlock({ block, headingLevel }: { block: HeroData; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  preloadLcpImage(block.image);
  return (
    <section className={heroClass} aria-labelledby="home-hero-title">
      <img
        className={heroImageClass}
        src={block.image}
        alt=""
        width={1440}
        height={960}
        fetchPriority="high"
        decoding="async"
      />
      <div className={heroCopyClass}>
        <Heading className={heroTitleClass} id="home-hero-title">
          {block.title}
        </Heading>
        {block.subtitle ? <p>{block.subtitle}</p> : null}
        <Link href={block.cta.path} className={buttonClass}>
          {block.cta.label}
        </Link>
      </div>
    </section>
  );
}
