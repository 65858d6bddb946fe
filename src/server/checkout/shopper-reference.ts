/**
 * The shopper a stored card belongs to, for the payment provider (Adyen's shopperReference).
 * In an account's session it is the account's, so the cards follow the account to every
 * device and session (issue 14); in an anonymous one it is derived from the session, never the
 * session id itself, which lets its holder act as the shopper, and a card stored there is
 * offered again only in that session. Both are digests: the provider never holds an id the
 * shop uses elsewhere.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { boundSession } from '../session/session-bound';
import { sessionOf } from '../session/require-session';

const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 32);

export const shopperOf = (sessionId: string) => `session:${digest(sessionId)}`;

export const accountShopperOf = (accountId: string) => `account:${digest(accountId)}`;

/** The shopper of a session-bound request (its session's account checked: session-owner.ts). */
export function shopperOfRequest(request: FastifyRequest): string {
  if (request.sessionAccountId !== null) return accountShopperOf(request.sessionAccountId);
  return shopperOf(request.shoppingSession ? sessionOf(request).id : boundSession(request).id);
}
