import { useId } from 'react';
import { Link } from 'wouter';
import type { LabelKey } from '../../../../platform/i18n/i18n';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { SearchBanner } from '../../logic/search-rules';
import {
  eyebrowClass,
  imageClass,
  linkClass,
  stripClass,
  textClass,
  tileClass,
  titleClass,
} from './rule-banner.styles';

/** Rule texts may be label keys (one rule serves every language) or plain text. */
const LABEL_KEY = /^WEB\.[A-Z0-9._-]+$/;

interface BannerLinkProps {
  link: string;
  children: string;
  /** ids naming the link: its own text, then the banner title ("Shop now · The dress edit") */
  labelledBy?: string;
  id?: string;
}

function BannerLink({ link, children, labelledBy, id }: BannerLinkProps) {
  const props = { id, className: linkClass, 'aria-labelledby': labelledBy };
  // A shop path stays in the app; an absolute URL is a plain link.
  return link.startsWith('/') && !link.startsWith('//') ? (
    <Link href={link} {...props}>
      {children}
    </Link>
  ) : (
    <a href={link} rel="noreferrer" {...props}>
      {children}
    </a>
  );
}

export interface RuleBannerProps {
  banner: SearchBanner;
  /** 'strip' above search results, 'tile' in a listing grid slot */
  variant: 'strip' | 'tile';
  /** the title's heading level: under the page h1, beside the product names */
  headingLevel?: 2 | 3;
}

/**
 * One banner a query rule attached to a search or listing (engine userData): a region named by
 * its title, with its text and one link. The search page shows them above the results; a
 * listing places each in its grid slot (spec §9).
 */
export function RuleBanner({ banner, variant, headingLevel = 2 }: RuleBannerProps) {
  const t = useT();
  const titleId = useId();
  const linkId = useId();
  const text = (value: string | undefined) =>
    value && LABEL_KEY.test(value) ? t(value as LabelKey) : value;
  const title = text(banner.title);
  const body = text(banner.text);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={variant === 'tile' ? tileClass : stripClass}
      data-variant={variant}
      data-testid="rule-banner"
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': body })}
    >
      {banner.image && <img className={imageClass} src={banner.image} alt="" />}
      <div className={textClass}>
        {variant === 'tile' && <p className={eyebrowClass}>{t('WEB.BANNER.EYEBROW')}</p>}
        {title && (
          <Heading id={titleId} className={titleClass}>
            {title}
          </Heading>
        )}
        {body && <p>{body}</p>}
        {banner.link && (
          <BannerLink
            link={banner.link}
            id={linkId}
            // a generic "Shop now" is told apart from other banners' links by the title
            labelledBy={!banner.linkText && title ? `${linkId} ${titleId}` : undefined}
          >
            {text(banner.linkText) ?? t('WEB.BANNER.SHOP')}
          </BannerLink>
        )}
      </div>
    </section>
  );
}

/** The search page's banners, one strip each, above the results. */
export function RuleBanners({ banners }: { banners: readonly SearchBanner[] }) {
  return (
    <>
      {banners.map((banner, index) => (
        <RuleBanner key={index} banner={banner} variant="strip" />
      ))}
    </>
  );
}
