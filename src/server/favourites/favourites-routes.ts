/**
 * GET /api/favorites and PUT /api/favorites: the shopping session's copy of its favourites, so
 * they follow the shopper to another device once the session does (spec §3). PUT carries the
 * whole list, a client revision and an Idempotency-Key (the outbox replays it). Never cached.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { favouritesSchemas } from '../../shared/api/favourites';
import { API } from '../../shared/api/paths';
import { replyIdempotent } from '../idempotency/reply-idempotent';
import { requireSession, sessionOf } from '../session/require-session';
import { readFavourites, saveFavourites } from './favourites-repository';

const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(API.favourites, { schema: favouritesSchemas.get }, async (request) =>
    readFavourites(app.db, sessionOf(request).id),
  );

  app.put(API.favourites, { schema: favouritesSchemas.put }, async (request, reply) => {
    const session = sessionOf(request);
    return replyIdempotent(
      app.db,
      request,
      reply,
      async (tx) => ({ status: 200, body: await saveFavourites(tx, session.id, request.body) }),
      session.id,
    );
  });
};

export default favouritesRoutes;
