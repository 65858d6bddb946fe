import { Link } from 'wouter';
import type { LabelKey } from '../../../../platform/i18n/i18n';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { SearchBanner } from './search-rules';
import {
  bannerClass,
  bannerImageClass,
  bannerLinkClass,
  bannerTextClass,
  bannerTitleClass,
} from './search-page.styles';

function BannerLink({ link, children }: { link: string; children: string }) {
  // A shop path stays in the app; an absolute URL is a plain link.
  return link.startsWith('/') && !link.startsWith('//') ? (
    <Link href={link} className={bannerLinkClass}>
      {children}
    </Link>
  ) : (
    <a href={link} className={bannerLinkClass} rel="noreferrer">
      {children}
    </a>
  );
}

/** Rule texts may be label keys (one rule serves every language) or plain text. */
const LABEL_KEY = /^WEB\.[A-Z0-9._-]+$/;

/** Banners that query rules attached to this search (engine userData), above the results. */
export function SearchBanners({ banners }: { banners: SearchBanner[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  const text = (value: string | undefined) =>
    value && LABEL_KEY.test(value) ? t(value as LabelKey) : value;
  return (
    <>
      {banners.map((banner, index) => (
        <aside
          key={index}
          className={bannerClass}
          aria-label={text(banner.title ?? banner.text)}
          data-testid="search-banner"
        >
          {banner.image && <img className={bannerImageClass} src={banner.image} alt="" />}
          <div className={bannerTextClass}>
            {banner.title && <p className={bannerTitleClass}>{text(banner.title)}</p>}
            {banner.text && <p>{text(banner.text)}</p>}
            {banner.link && (
              <BannerLink link={banner.link}>
                {text(banner.linkText ?? banner.title) ?? banner.link}
              </BannerLink>
            )}
          </div>
        </aside>
      ))}
    </>
  );
}
