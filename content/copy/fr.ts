import type { Copy } from './types';

export const FR: Copy = {
  promo: {
    freeDelivery: (amount) => `Livraison standard offerte dès ${amount} d’achat`,
    freeReturns: 'Retours gratuits sous 30 jours',
    saleUpTo: 'Jusqu’à -50 % sur une sélection de pièces',
    newSeason: 'Nouvelle saison : des nouveautés chaque semaine',
  },
  nav: {
    newIn: 'Nouveautés',
    sale: 'Soldes',
    highlights: 'À la une',
    viewAll: 'Tout voir',
    bestsellers: 'Meilleures ventes',
    genderHeading: { women: 'Mode femme', men: 'Mode homme' },
    newInHeading: { women: 'Nouveautés femme', men: 'Nouveautés homme' },
    saleHeading: { women: 'Soldes femme', men: 'Soldes homme' },
    feature: {
      women: { label: 'La nouvelle saison', sublabel: 'Superpositions légères et robes faciles' },
      men: { label: 'Chic et décontracté', sublabel: 'Le tailleur pensé pour tous les jours' },
    },
  },
  footer: {
    shop: 'Boutique',
    brands: 'Marques',
    disclaimer: 'Boutique de démonstration : les produits, marques et prix présentés sont fictifs.',
  },
  seo: {
    siteTitle: 'Vitrine | Mode femme et homme',
    siteDescription:
      'Découvrez les vêtements, chaussures et accessoires de marques indépendantes, avec des nouveautés chaque semaine et des retours gratuits.',
    listing: (heading) =>
      `${heading} sur Vitrine : de nouveaux modèles chaque semaine et retours gratuits.`,
    favourites: 'Mes favoris',
    search: 'Recherche',
  },
  home: {
    heroTitle: 'La nouvelle saison, tout en douceur',
    heroSubtitle:
      'Robes fluides, tailleurs faciles à vivre et basiques aux couleurs chaudes et apaisées.',
    heroCta: 'Découvrir la mode femme',
    tilesTitle: 'Acheter par catégorie',
    tiles: { women: 'Femme', men: 'Homme', newIn: 'Nouveautés', shoes: 'Chaussures' },
    newInTitle: 'Tout juste arrivés',
    bestsellersTitle: 'Meilleures ventes',
    aboutTitle: 'Des pièces faites pour durer',
    aboutBody:
      'Vitrine réunit des marques indépendantes qui créent avec soin, de Copenhague à Kyoto. Nous choisissons chaque pièce pour sa matière, sa coupe et sa durabilité, afin que les vêtements achetés ici restent dans votre garde-robe pendant des années.',
  },
};
