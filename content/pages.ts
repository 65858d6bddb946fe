/**
 * The per-language data files besides navigation: header, footer, promotions, SEO texts and
 * the home page. Copy comes from ./copy; amounts are formatted with Intl for the site's
 * currency and locale.
 */
import type {
  FooterData,
  HeaderData,
  HomeData,
  NavTree,
  NavTreeNode,
  Promotions,
  SeoData,
  SeoEntry,
} from '../src/shared/domain/content';
import { toMajorUnits } from '../src/shared/domain/currency';
import { editorialImageUrl } from '../src/shared/media/media-url';
import type { Lang } from './languages';
import type { Copy } from './copy/types';
import { copyFor } from './copy';
import { localeOf, type SeedSite } from './sites';

/**
 * Copy quotes a round threshold the way people write it ("£50", not "£50.00"), so this drops
 * the decimals the price formatter always shows; prices themselves go through formatMoney.
 */
function freeDeliveryText(site: SeedSite, lang: Lang): string {
  const amount = new Intl.NumberFormat(localeOf(site, lang), {
    style: 'currency',
    currency: site.currency,
    maximumFractionDigits: 0,
  }).format(toMajorUnits(site.freeDeliveryMinor, site.countryCode));
  return copyFor(lang, site.countryCode).promo.freeDelivery(amount);
}

/**
 * The promo bar and promotions link only to pages the shop has: delivery and returns are
 * content pages still to come, so those messages are text alone until then.
 */
export function buildHeader(site: SeedSite, lang: Lang): HeaderData {
  return { promoBar: { text: freeDeliveryText(site, lang) } };
}

export function buildPromotions(site: SeedSite, lang: Lang): Promotions {
  const promo = copyFor(lang, site.countryCode).promo;
  return {
    items: [
      { id: 'free-delivery', text: freeDeliveryText(site, lang) },
      { id: 'sale', text: promo.saleUpTo, path: '/women/sale' },
      { id: 'new-season', text: promo.newSeason, path: '/women/new-in' },
      { id: 'free-returns', text: promo.freeReturns },
    ],
  };
}

/** The app's own pages (src/platform/routing/paths.ts) that every site has. */
const FAVOURITES_PATH = '/my-favorites';
const SEARCH_PATH = '/search';

/**
 * The footer offers only pages the shop has (content pages come later): each navigation
 * context, the brands index, favourites and search, and every context's new-in and sale
 * listings under their page headings ("Women's Sale").
 */
export function buildFooter(
  site: SeedSite,
  lang: Lang,
  tree: NavTree,
  brandsPathname: string,
): FooterData {
  const { footer, nav, seo } = copyFor(lang, site.countryCode);
  const contexts = tree.items;
  const highlights = ['new-in', 'sale'].flatMap((kind) =>
    contexts.flatMap((context) =>
      (context.items ?? [])
        .filter((node) => node.key === `${context.key}-${kind}`)
        .map((node) => ({ label: node.h1 ?? node.label, path: node.path })),
    ),
  );
  return {
    columns: [
      {
        title: footer.shop,
        links: [
          ...contexts.map((context) => ({ label: context.label, path: context.path })),
          { label: footer.brands, path: `/${brandsPathname}` },
          { label: seo.favourites, path: FAVOURITES_PATH },
          { label: seo.search, path: SEARCH_PATH },
        ],
      },
      { title: nav.highlights, links: highlights },
    ],
    paymentIcons: [...site.paymentIcons],
    disclaimer: footer.disclaimer,
  };
}

function listingEntries(nodes: readonly NavTreeNode[], copy: Copy, siteTitle: string): SeoEntry[] {
  return nodes.flatMap((node) => {
    const heading = node.h1 ?? node.label;
    const entry: SeoEntry = {
      path: node.path,
      title: `${heading} | ${siteTitle}`,
      description: copy.seo.listing(heading),
    };
    return [entry, ...listingEntries(node.items ?? [], copy, siteTitle)];
  });
}

/** Site texts, plus an entry per listing and for the favourites and search pages. */
export function buildSeo(site: SeedSite, lang: Lang, tree: NavTree): SeoData {
  const copy = copyFor(lang, site.countryCode);
  const { seo } = copy;
  const brand = seo.siteTitle.split(' | ')[0] ?? seo.siteTitle;
  return {
    site: { title: seo.siteTitle, description: seo.siteDescription },
    pages: [
      ...listingEntries(tree.items, copy, brand),
      {
        path: '/my-favorites',
        title: `${seo.favourites} | ${brand}`,
        description: seo.siteDescription,
      },
      { path: '/search', title: `${seo.search} | ${brand}`, description: seo.siteDescription },
    ],
  };
}

export function buildHome(site: SeedSite, lang: Lang): HomeData {
  const h = copyFor(lang, site.countryCode).home;
  return {
    blocks: [
      {
        type: 'hero',
        title: h.heroTitle,
        subtitle: h.heroSubtitle,
        image: editorialImageUrl('hero-women'),
        cta: { label: h.heroCta, path: '/women' },
      },
      {
        type: 'tiles',
        title: h.tilesTitle,
        items: [
          { label: h.tiles.women, image: editorialImageUrl('tile-women'), path: '/women' },
          { label: h.tiles.men, image: editorialImageUrl('tile-men'), path: '/men' },
          { label: h.tiles.newIn, image: editorialImageUrl('tile-new-in'), path: '/women/new-in' },
          { label: h.tiles.shoes, image: editorialImageUrl('tile-shoes'), path: '/women/shoes' },
        ],
      },
      {
        type: 'products',
        title: h.newInTitle,
        filters: 'collections.tag:"new-in"',
        hits: 8,
        path: '/women/new-in',
      },
      { type: 'text', title: h.aboutTitle, body: h.aboutBody },
      {
        type: 'products',
        title: h.bestsellersTitle,
        filters: 'collections.tag:"bestsellers"',
        hits: 8,
      },
    ],
  };
}
