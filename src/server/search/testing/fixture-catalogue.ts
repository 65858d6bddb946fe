/**
 * A small hand-written catalogue for the search tests: five products, three brands, three
 * sites (GBP, EUR, JPY) in English, French and Japanese. Test-only; the demo catalogue comes
 * from src/server/seed.
 */
import type {
  Catalogue,
  CatalogueColour,
  CatalogueProduct,
  CatalogueSize,
  CatalogueSku,
  SiteRuntime,
} from '../../catalogue/types';

const colour = (
  slug: string,
  en: string,
  fr: string,
  ja: string,
  group: string,
  hex: string,
): CatalogueColour => ({
  slug,
  names: { en, fr, ja },
  group,
  hex: [hex],
});

export const COLOURS = {
  navy: colour('navy', 'Navy', 'Marine', '紺', 'blue', '#1f2a44'),
  red: colour('red', 'Red', 'Rouge', '赤', 'red', '#c0392b'),
  black: colour('black', 'Black', 'Noir', '黒', 'black', '#111111'),
  green: colour('green', 'Green', 'Vert', '緑', 'green', '#2e7d32'),
  white: colour('white', 'White', 'Blanc', '白', 'white', '#ffffff'),
  sky: colour('sky', 'Sky Blue', 'Bleu Ciel', '水色', 'blue', '#7fb3e6'),
};

const LETTER_SIZES: CatalogueSize[] = ['XS', 'S', 'M', 'L'].map((name) => ({
  slug: name.toLowerCase(),
  name: { en: name },
  labelSize: { en: name },
}));

/** One sku per size; `codes` gives each size's availability code (default available). */
function skus(variantId: string, codes: number[]): CatalogueSku[] {
  return LETTER_SIZES.map((size, i) => ({
    sku: `${variantId}-${size.slug}`,
    size: size.slug,
    availability: codes[i] ?? 1,
    stock: (codes[i] ?? 1) === 1 ? 10 : 0,
  }));
}

function product(
  partial: Omit<
    CatalogueProduct,
    'variants' | 'sizes' | 'collections' | 'garment' | 'finalSale'
  > & {
    colours: Array<{ colour: CatalogueColour; codes?: number[] }>;
  },
): CatalogueProduct {
  const { colours, ...rest } = partial;
  return {
    ...rest,
    garment: 'dress',
    finalSale: false,
    sizes: LETTER_SIZES,
    collections: [],
    variants: colours.map(({ colour: c, codes = [] }) => {
      const id = `${partial.productId}-${c.slug}`;
      return {
        id,
        colour: c,
        images: [`/img/${id}-1.svg`, `/img/${id}-2.svg`],
        skus: skus(id, codes),
      };
    }),
  };
}

const women = { en: ['Women', 'Clothing'], fr: ['Femme', 'Vêtements'], ja: ['レディース', '服'] };
const men = { en: ['Men', 'Clothing'], fr: ['Homme', 'Vêtements'], ja: ['メンズ', '服'] };

export const fixtureCatalogue = (): Catalogue => ({
  brands: [
    { tag: 'maison-lune', name: 'Maison Lune' },
    { tag: 'nordvik', name: 'Nordvik' },
    { tag: 'atelier-sol', name: 'Atelier Sol' },
  ],
  products: [
    product({
      productId: '100001',
      slug: 'linen-wrap-dress',
      names: { en: 'Linen Wrap Dress', fr: 'Robe Portefeuille en Lin', ja: 'リネンのラップドレス' },
      descriptions: {
        en: 'A light summer dress.',
        fr: "Une robe légère d'été.",
        ja: '軽い夏のドレス。',
      },
      brandTag: 'maison-lune',
      gender: 'women',
      categories: {
        en: [...women.en, 'Dresses'],
        fr: [...women.fr, 'Robes'],
        ja: [...women.ja, 'ドレス'],
      },
      categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
      prices: {
        GBP: { list: 8999, sale: 6999 },
        EUR: { list: 9999, sale: 9999 },
        JPY: { list: 15000, sale: 12000 },
      },
      popularity: 90,
      createdAt: 1_700_000_000,
      colours: [{ colour: COLOURS.navy }, { colour: COLOURS.red, codes: [3, 3, 2, -1] }],
    }),
    product({
      productId: '100002',
      slug: 'silk-midi-dress',
      names: { en: 'Silk Midi Dress', fr: 'Robe Midi en Soie', ja: 'シルクの黒いドレス' },
      descriptions: {
        en: 'An evening dress in pure silk.',
        fr: 'Une robe du soir en soie.',
        ja: '夜のドレス。',
      },
      brandTag: 'nordvik',
      gender: 'women',
      categories: {
        en: [...women.en, 'Dresses'],
        fr: [...women.fr, 'Robes'],
        ja: [...women.ja, 'ドレス'],
      },
      categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
      prices: {
        GBP: { list: 12000, sale: 12000 },
        EUR: { list: 14000, sale: 11000 },
        JPY: { list: 20000, sale: 20000 },
      },
      popularity: 70,
      createdAt: 1_710_000_000,
      colours: [{ colour: COLOURS.black }, { colour: COLOURS.green, codes: [-2, -2, -2, -2] }],
    }),
    product({
      productId: '100003',
      slug: 'oxford-shirt',
      names: { en: 'Oxford Shirt', fr: 'Chemise Oxford', ja: 'オックスフォードシャツ' },
      descriptions: {
        en: 'A cotton shirt for every day.',
        fr: 'Une chemise en coton.',
        ja: '綿のシャツ。',
      },
      brandTag: 'nordvik',
      gender: 'men',
      categories: {
        en: [...men.en, 'Shirts'],
        fr: [...men.fr, 'Chemises'],
        ja: [...men.ja, 'シャツ'],
      },
      categoryPageIds: ['men', 'men-clothing', 'men-clothing-shirts'],
      prices: {
        GBP: { list: 4500, sale: 3500 },
        EUR: { list: 5000, sale: 5000 },
        JPY: { list: 8000, sale: 8000 },
      },
      popularity: 50,
      createdAt: 1_705_000_000,
      colours: [{ colour: COLOURS.white }, { colour: COLOURS.sky }],
    }),
    product({
      productId: '100004',
      slug: 'wool-coat',
      names: { en: 'Wool Coat', fr: 'Manteau en Laine', ja: 'ウールのコート' },
      descriptions: {
        en: 'A warm winter coat.',
        fr: "Un manteau chaud d'hiver.",
        ja: '暖かいコート。',
      },
      brandTag: 'atelier-sol',
      gender: 'women',
      categories: {
        en: [...women.en, 'Coats'],
        fr: [...women.fr, 'Manteaux'],
        ja: [...women.ja, 'コート'],
      },
      categoryPageIds: ['women', 'women-clothing', 'women-clothing-coats'],
      prices: {
        GBP: { list: 25000, sale: 25000 },
        EUR: { list: 28000, sale: 28000 },
        JPY: { list: 40000, sale: 40000 },
      },
      popularity: 95,
      createdAt: 1_690_000_000,
      colours: [{ colour: COLOURS.black, codes: [3, 3, 4, 4] }],
    }),
    product({
      productId: '100005',
      slug: 'denim-jacket',
      names: { en: 'Denim Jacket', fr: 'Veste en Jean', ja: 'デニムジャケット' },
      descriptions: {
        en: 'A classic jacket.',
        fr: 'Une veste classique.',
        ja: '定番のジャケット。',
      },
      brandTag: 'maison-lune',
      gender: 'men',
      categories: {
        en: [...men.en, 'Jackets'],
        fr: [...men.fr, 'Vestes'],
        ja: [...men.ja, 'ジャケット'],
      },
      categoryPageIds: ['men', 'men-clothing', 'men-clothing-jackets'],
      // sold in the UK only: no EUR or JPY price
      prices: { GBP: { list: 7000, sale: 7000 } },
      popularity: 30,
      createdAt: 1_720_000_000,
      colours: [{ colour: COLOURS.navy }],
    }),
  ],
});

export const fixtureSites = (): SiteRuntime[] => [
  {
    folder: 'gb',
    siteTag: 'GB',
    countryCode: 'GB',
    currency: 'GBP',
    languages: ['en'],
    defaultLanguage: 'en',
    indexPrefix: 'gb',
    agreements: [],
  },
  {
    folder: 'fr',
    siteTag: 'FR',
    countryCode: 'FR',
    currency: 'EUR',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    indexPrefix: 'fr',
    agreements: [],
  },
  {
    folder: 'jp',
    siteTag: 'JP',
    countryCode: 'JP',
    currency: 'JPY',
    languages: ['ja'],
    defaultLanguage: 'ja',
    indexPrefix: 'jp',
    agreements: [],
  },
];
