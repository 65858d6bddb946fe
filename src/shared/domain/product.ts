/**
 * Product shapes shared by the server (validation and serialisation), the search engine and
 * the app (types). Each is a TypeBox schema, so one declaration gives JSON Schema and type.
 */
import { Type, type Static } from 'typebox';
import { PriceSchema } from './money';

export const AvailabilityNameSchema = Type.Union([
  Type.Literal('backorder'),
  Type.Literal('preorder'),
  Type.Literal('available'),
  Type.Literal('lowstock'),
  Type.Literal('outofstock'),
  Type.Literal('discontinued'),
]);

export const GenderSchema = Type.Union([Type.Literal('women'), Type.Literal('men')]);
export type Gender = Static<typeof GenderSchema>;

export const BrandSchema = Type.Object({ name: Type.String(), tag: Type.String() });
export type Brand = Static<typeof BrandSchema>;

/** `group` is the colour family used for filtering ("blue"); `hex` feeds the swatch. */
export const ColourInfoSchema = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  group: Type.String(),
  hex: Type.Array(Type.String()),
});
export type ColourInfo = Static<typeof ColourInfoSchema>;

/** A colour variant of a product (spec §3 "Colour option"). */
export const ColourOptionSchema = Type.Object({
  slug: Type.String(),
  color: ColourInfoSchema,
  mainImage: Type.String(),
  secondaryImage: Type.String(),
  productId: Type.String(),
  productSlug: Type.String(),
  availability: AvailabilityNameSchema,
  sku: Type.String(),
});
export type ColourOption = Static<typeof ColourOptionSchema>;

export const SizeOptionSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  labelSize: Type.String(),
});
export type SizeOption = Static<typeof SizeOptionSchema>;

/** One sellable unit: a colour and size of a product (spec §3 "skuOptions"). */
export const SkuOptionSchema = Type.Object({
  sku: Type.String(),
  colour: Type.String(),
  size: Type.String(),
  price: PriceSchema,
  availability: AvailabilityNameSchema,
  availabilityCode: Type.Integer(),
  /** epoch seconds, for preorder/backorder */
  shipDateStart: Type.Optional(Type.Integer()),
  shipDateEnd: Type.Optional(Type.Integer()),
  media: Type.Object({ standard: Type.Array(Type.String()), large: Type.Array(Type.String()) }),
});
export type SkuOption = Static<typeof SkuOptionSchema>;

export const PriceRangeSchema = Type.Object({
  listMin: Type.Integer(),
  listMax: Type.Integer(),
  saleMin: Type.Integer(),
  saleMax: Type.Integer(),
});
export type PriceRange = Static<typeof PriceRangeSchema>;

export const PromotionContentSchema = Type.Object({
  area: Type.Union([
    Type.Literal('badge'),
    Type.Literal('banner'),
    Type.Literal('additional'),
    Type.Literal('productPage'),
  ]),
  type: Type.Union([
    Type.Literal('badge'),
    Type.Literal('banner'),
    Type.Literal('text'),
    Type.Literal('box'),
  ]),
  content: Type.Object({ text: Type.String() }),
  styling: Type.Optional(
    Type.Object({
      backgroundColor: Type.Optional(Type.String()),
      color: Type.Optional(Type.String()),
    }),
  ),
});
export type PromotionContent = Static<typeof PromotionContentSchema>;

/** GET /api/product/s/{productId}?lang&siteTag */
export const ProductDetailSchema = Type.Object({
  productId: Type.String(),
  slug: Type.String(),
  /** path relative to the router base: /product/{slug}/{productId} */
  url: Type.String(),
  name: Type.String(),
  description: Type.String(),
  brand: BrandSchema,
  gender: GenderSchema,
  categories: Type.Array(Type.String()),
  categoryPageIds: Type.Array(Type.String()),
  colours: Type.Array(ColourOptionSchema),
  sizes: Type.Array(SizeOptionSchema),
  skuOptions: Type.Array(SkuOptionSchema),
  optionLevels: Type.Array(Type.Union([Type.Literal('color'), Type.Literal('size')])),
  priceRange: PriceRangeSchema,
  currency: Type.String(),
  promotions: Type.Array(PromotionContentSchema),
});
export type ProductDetail = Static<typeof ProductDetailSchema>;

export interface Collection {
  tag: string;
  rank: number;
}

/**
 * A search record: one colour variant of a product in Algolia's record shape
 * (spec §3 "Product (search hit)"). Prices are minor units of the index's country currency;
 * `salePrice` is the same sale price in major units, for numeric filters and sort replicas.
 */
export interface ProductHit {
  objectID: string;
  productId: string;
  name: string;
  description: string;
  brand: Brand;
  slug: string;
  /** path relative to the router base, with ?color={colour slug} */
  url: string;
  sku: string;
  categories: string[];
  categoryPageIds: string[];
  gender: Gender;
  availability: Static<typeof AvailabilityNameSchema>;
  availabilityFlag: number;
  price: { list: number; sale: number; currency: string; onSale: boolean; finalSale: boolean };
  salePrice: number;
  priceRange: PriceRange;
  options: ColourOption[];
  color: ColourInfo;
  size: string[];
  mainImage: string;
  secondaryImage: string;
  promotions: PromotionContent[];
  collections: Collection[];
  keywords: string[];
  onSale: boolean;
  sale?: 'ONSALE';
  /** popularity used by custom ranking (higher first) */
  popularity: number;
  /** epoch seconds the product arrived, for "newest" sorting */
  createdAt: number;
  queryID?: string;
}
