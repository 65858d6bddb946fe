/**
 * GET and PUT /api/favorites: the shopping session's copy of its favourites (spec §3). PUT
 * carries the whole list and a client revision; the stored list answers both.
 */
import { Type, type Static } from 'typebox';
import { Text } from './text';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

/** Generous for a wishlist, small enough to keep one row cheap. */
export const MAX_FAVOURITES = 500;

export const FavouriteListSchema = Type.Object({
  variantIds: Type.Array(Text({ minLength: 1, maxLength: 96, pattern: '^[\\w-]+$' }), {
    maxItems: MAX_FAVOURITES,
  }),
  revision: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
export type FavouriteList = Static<typeof FavouriteListSchema>;

const response = { 200: FavouriteListSchema, '4xx': ApiErrorBodySchema };

export const favouritesSchemas = {
  get: { querystring: SessionSiteQuerySchema, response },
  put: { querystring: SessionSiteQuerySchema, body: FavouriteListSchema, response },
};
