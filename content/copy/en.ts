import type { Copy } from './types';

export const EN: Copy = {
  promo: {
    freeDelivery: (amount) => `Free standard delivery on orders over ${amount}`,
    freeReturns: 'Free returns within 30 days',
    saleUpTo: 'Up to 50% off selected styles',
    newSeason: 'New season: fresh arrivals every week',
  },
  nav: {
    newIn: 'New In',
    sale: 'Sale',
    highlights: 'Highlights',
    viewAll: 'View all',
    bestsellers: 'Best Sellers',
    genderHeading: { women: "Women's Fashion", men: "Men's Fashion" },
    newInHeading: { women: 'New In for Women', men: 'New In for Men' },
    saleHeading: { women: "Women's Sale", men: "Men's Sale" },
    feature: {
      women: { label: 'The New Season', sublabel: 'Light layers and easy dresses' },
      men: { label: 'Smart, Relaxed', sublabel: 'Tailoring made for every day' },
    },
  },
  footer: {
    shop: 'Shop',
    brands: 'Brands',
    disclaimer: 'A demonstration shop: the products, brands and prices shown are fictitious.',
  },
  seo: {
    siteTitle: 'Vitrine | Fashion for Women and Men',
    siteDescription:
      'Discover clothing, shoes and accessories from independent labels, with new arrivals every week and free returns.',
    listing: (heading) => `Shop ${heading} at Vitrine: new styles every week and free returns.`,
    favourites: 'My favourites',
    search: 'Search',
  },
  home: {
    heroTitle: 'The new season, in soft focus',
    heroSubtitle: 'Fluid dresses, easy tailoring and everyday layers in warm, quiet colours.',
    heroCta: 'Shop women',
    tilesTitle: 'Shop by category',
    tiles: { women: 'Women', men: 'Men', newIn: 'New in', shoes: 'Shoes' },
    newInTitle: 'Just landed',
    bestsellersTitle: 'Best sellers',
    aboutTitle: 'Made to be worn, again and again',
    aboutBody:
      'Vitrine brings together independent labels that design with care, from Copenhagen to Kyoto. We choose pieces for their fabric, their fit and how long they will last, so the clothes you buy here stay in your wardrobe for years.',
  },
};
