import { Link } from 'wouter';
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

/** Banners that query rules attached to this search (engine userData), above the results. */
export function SearchBanners({ banners }: { banners: SearchBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <>
      {banners.map((banner, index) => (
        <aside
          key={index}
          className={bannerClass}
          aria-label={banner.title ?? banner.text}
          data-testid="search-banner"
        >
          {banner.image && <img className={bannerImageClass} src={banner.image} alt="" />}
          <div className={bannerTextClass}>
            {banner.title && <p className={bannerTitleClass}>{banner.title}</p>}
            {banner.text && <p>{banner.text}</p>}
            {banner.link && (
              <BannerLink link={banner.link}>
                {banner.linkText ?? banner.title ?? banner.link}
              </BannerLink>
            )}
          </div>
        </aside>
      ))}
    </>
  );
}
