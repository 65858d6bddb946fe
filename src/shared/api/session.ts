/**
 * POST /api/basic-session: opens an anonymous shopping session (spec §7); POST /api/session, with
 * the account's bearer token, the account's (issue 14); GET /api/session/logout ends one.
 */
import { Type, type Static } from 'typebox';
import { Text } from './text';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

/** The body names the site by its public id and the shopper's language. */
export const SessionBodySchema = Type.Object({
  language: Text({ minLength: 2, maxLength: 8 }),
  sitePublicId: Text({ minLength: 1, maxLength: 64 }),
});
export type SessionBody = Static<typeof SessionBodySchema>;

/** The id comes back in the body and in the SESSION_HEADER response header. */
export const SessionResponseSchema = Type.Object({ sessionId: Type.String() });
export type SessionResponse = Static<typeof SessionResponseSchema>;

export const sessionSchemas = {
  create: {
    body: SessionBodySchema,
    response: { 201: SessionResponseSchema, '4xx': ApiErrorBodySchema },
  },
  logout: {
    querystring: SessionSiteQuerySchema,
    response: { 204: Type.Null(), '4xx': ApiErrorBodySchema },
  },
};
