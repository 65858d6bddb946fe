/**
 * The HTTP contract between the app and the reference server: request schemas (TypeBox). The
 * server validates with them; the app only imports their types, so TypeBox stays out of the
 * client bundle. Paths and headers, which the app needs at run time, are in ./paths.ts.
 */
import { Type, type Static } from 'typebox';

export { API, SESSION_HEADER, SESSION_STORAGE_KEY } from './paths';

export const SessionBodySchema = Type.Object({
  language: Type.String({ minLength: 2, maxLength: 8 }),
  sitePublicId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SessionBody = Static<typeof SessionBodySchema>;

/** Every /api call carries siteTag (which country site: currency, prices) and lang. */
export const SiteQuerySchema = Type.Object({
  lang: Type.String({ minLength: 2, maxLength: 8 }),
  siteTag: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SiteQuery = Static<typeof SiteQuerySchema>;

export const AddToCartBodySchema = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 64 }),
  /** the chosen colour and size unit */
  sku: Type.String({ minLength: 1, maxLength: 96 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

export const UpdateCartItemBodySchema = Type.Object({
  quantity: Type.Integer({ minimum: 0, maximum: 99 }),
});
export type UpdateCartItemBody = Static<typeof UpdateCartItemBodySchema>;
