/**
 * The shopper a stored card belongs to, for the payment provider (Adyen's shopperReference):
 * derived from the shopping session, never the session id itself, which lets its holder act as
 * the shopper. A card stored in one session is offered again only in that session.
 */
import { createHash } from 'node:crypto';

export const shopperOf = (sessionId: string) =>
  `session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 32)}`;
