/**
 * GET /api/favorites and PUT /api/favorites: the shopper's copy of their favourites — the
 * session's, or the account's once the session is an account's — so they follow the shopper to
 * another device (spec §3, issue 14). PUT carries the
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
import type { FastifyRequest } from 'fastify';
import { readFavourites, saveFavourites, type FavouritesOwner } from './favourites-repository';

const ownerOf = (request: FastifyRequest): FavouritesOwner =>
  request.sessionAccountId === null
    ? { sessionId: sessionOf(request).id }
    : { accountId: request.sessionAccountId };

const favouritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(API.favourites, { schema: favouritesSchemas.get }, async (request) =>
    readFavourites(app.db, ownerOf(request)),
  );

  app.put(API.favourites, { schema: favouritesSchemas.put }, async (request, reply) => {
    const session = sessionOf(request);
    return replyIdempotent(
      app.db,
      request,
      reply,
      async (tx) => ({
        status: 200,
        body: await saveFavourites(tx, ownerOf(request), request.body),
      }),
      session.id,
    );
  });
};

export default favouritesRoutes;
