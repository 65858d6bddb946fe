/**
 * GET /api/favorites and PUT /api/favorites: the shopping session's copy of its favourites, so
 * they follow the shopper to another device once the session does (spec §3). PUT carries the
 * whole list, a client revision and an Idempotency-Key (the outbox replays it). Never cached.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { API } from '../../shared/api/paths';
import { ApiErrorBodySchema } from '../../shared/api/error-body';
import { replyIdempotent } from '../idempotency/reply-idempotent';
import { requireSession, sessionOf } from '../session/require-session';
import { readFavourites, saveFavourites } from './favourites-repository';

/** Generous for a wishlist, small enough to keep one row cheap. */
export const MAX_FAVOURITES = 500;

const FavouriteListSchema = Type.Object({
  variantIds: Type.Array(Type.String({ minLength: 1, maxLength: 96, pattern: '^[\\w-]+$' }), {
    maxItems: MAX_FAVOURITES,
  }),
  revision: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
const QuerySchema = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 8 })),
  siteTag: Type.Optional(Type.String({ maxLength: 64 })),
});
const responses = { 200: FavouriteListSchema, '4xx': ApiErrorBodySchema };

const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    API.favourites,
    { schema: { querystring: QuerySchema, response: responses } },
    async (request) => readFavourites(app.db, sessionOf(request).id),
  );

  app.put(
    API.favourites,
    { schema: { querystring: QuerySchema, body: FavouriteListSchema, response: responses } },
    async (request, reply) => {
      const session = sessionOf(request);
      return replyIdempotent(
        app.db,
        request,
        reply,
        async (tx) => ({ status: 200, body: await saveFavourites(tx, session.id, request.body) }),
        session.id,
      );
    },
  );
};

export default favouritesRoutes;
