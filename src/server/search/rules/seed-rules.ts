/**
 * The rules every product index starts with (pushed to hosted Algolia by `npm run
 * algolia:push` too). Banner texts are message keys the app translates, so one rule serves
 * every language; links are paths inside the site. A listing sends its navigation path with the
 * slashes turned into hyphens as its rule context ("/women/clothing/dresses" →
 * "women-clothing-dresses", the node's key in navTree.json). A banner takes one product slot at
 * its 0-based `position` on its 1-based `page` (default 1), so that page holds one product fewer.
 */
import type { SearchRule } from './rules';

export const SEED_RULES: readonly SearchRule[] = [
  {
    objectID: 'redirect-sale',
    description: 'The query "sale" opens the women\'s sale listing',
    conditions: [{ pattern: 'sale', anchoring: 'is' }],
    consequence: { userData: { type: 'redirect', url: '/women/sale' } },
  },
  {
    objectID: 'banner-women-dresses',
    description: 'Dresses listing: the new season banner',
    conditions: [{ context: 'women-clothing-dresses' }],
    consequence: {
      userData: {
        type: 'banner',
        title: 'WEB.BANNER.DRESSES.TITLE',
        subtitle: 'WEB.BANNER.DRESSES.SUBTITLE',
        linkText: 'WEB.BANNER.DRESSES.LINK',
        link: '/women/clothing/dresses?sortBy=newest',
        position: 0,
      },
    },
  },
  {
    objectID: 'banner-women-clothing',
    description: "Women's clothing listing: the knitwear edit, in the second row",
    conditions: [{ context: 'women-clothing' }],
    consequence: {
      userData: {
        type: 'banner',
        title: 'WEB.BANNER.CLOTHING.TITLE',
        subtitle: 'WEB.BANNER.CLOTHING.SUBTITLE',
        linkText: 'WEB.BANNER.CLOTHING.LINK',
        link: '/women/clothing/knitwear',
        position: 5,
      },
    },
  },
  {
    objectID: 'banner-men-shoes',
    description: "Men's shoes listing: the care guide banner",
    conditions: [{ context: 'men-shoes' }],
    consequence: {
      userData: {
        type: 'banner',
        title: 'WEB.BANNER.SHOES.TITLE',
        subtitle: 'WEB.BANNER.SHOES.SUBTITLE',
        link: '/men/shoes',
        position: 0,
      },
    },
  },
];
