/**
 * The rules every product index starts with (pushed to hosted Algolia by `npm run
 * algolia:push` too). Banner texts are message keys the app translates, so one rule serves
 * every language; links are paths inside the site.
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
        link: '/women/clothing/dresses?sortBy=newest',
        position: 0,
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
