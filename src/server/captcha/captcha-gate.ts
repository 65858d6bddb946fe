/**
 * The captcha gate a route opts into (docs/api.md "Captcha"; spec §8 "HTTP 428"):
 *
 *     app.post(path, { schema, ...captchaGate(app, { scope, refusalCodes, sessionOf }) }, handler)
 *
 * Its onSend hook counts the route's refused attempts (a 422 with one of `refusalCodes`, not a
 * replayed answer) against the request's session and client address; its preHandler answers
 * 428 CAPTCHA_REQUIRED, before the handler does anything, when the counts call for a challenge
 * (captcha-requirement.ts) and the request carries no valid, unused solution: a solved v2
 * challenge in x-localised-challenge, or below the higher bar a v3 token in
 * x-localised-invisible. A wrong, expired or reused solution is answered 428 again, with its
 * reason. Being a preHandler, it runs after the body is validated, and it checks the session
 * before it redeems a solution (an unknown session is 401 first and spends none); it runs
 * before an Idempotency-Key is claimed: a 428 stores nothing, and the retry with the same key
 * and a solution runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import { IDEMPOTENT_REPLAY_HEADER } from '../../shared/api/paths';
import {
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
} from '../../shared/captcha/captcha-protocol';
import type { ServerErrorCode } from '../../shared/domain/errors';
import type { RefusalReason } from './challenge';
import { captchaEnabled, captchaRequirement } from './captcha-requirement';
import { countRefusal, readRefusals, refusalKeys } from './refusal-counts';

export interface GateOptions {
  /** names the gated operation's counters: each operation counts its own refusals */
  scope: string;
  /** the codes of the route's 422 answers that count as refused attempts */
  refusalCodes: readonly ServerErrorCode[];
  /** the shopping session a request names, when it names one */
  sessionOf(request: FastifyRequest): string | undefined;
  /**
   * Refuses (throws) a request whose session is unknown or expired; run before a solution is
   * redeemed, so a call answered 401 spends none (docs/api.md "Sessions": nothing is written).
   */
  checkSession?(request: FastifyRequest): Promise<void>;
}

export const captchaRequired = (reason: RefusalReason) =>
  new ApiError(
    428,
    'CAPTCHA_REQUIRED',
    'Several attempts were refused: send a solved challenge in the x-localised-challenge header to try again',
    { reason },
  );

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The code of a JSON error payload, or undefined. */
function codeOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return (JSON.parse(payload) as { code?: unknown } | null)?.code;
  } catch {
    return undefined;
  }
}

export function captchaGate(app: FastifyInstance, options: GateOptions) {
  const settings = app.config.captcha;
  const refusals: ReadonlySet<unknown> = new Set(options.refusalCodes);
  const keysOf = (request: FastifyRequest) =>
    refusalKeys(options.scope, options.sessionOf(request), request.ip);

  async function preHandler(request: FastifyRequest): Promise<void> {
    if (!captchaEnabled(settings)) return;
    const needed = captchaRequirement(await readRefusals(app.db, keysOf(request)), settings);
    if (needed === 'none') return;
    await options.checkSession?.(request);
    const visible = await app.captcha.redeem(headerOf(request, CAPTCHA_CHALLENGE_HEADER), 'v2');
    if (visible.ok) return;
    let reason = visible.reason;
    if (needed === 'invisible') {
      const header = headerOf(request, CAPTCHA_INVISIBLE_HEADER);
      const invisible = await app.captcha.redeem(header, 'v3');
      if (invisible.ok) return;
      if (reason === 'missing') reason = invisible.reason;
    }
    request.log.info({ needed, reason }, 'captcha required');
    throw captchaRequired(reason);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!captchaEnabled(settings) || reply.statusCode !== 422) return payload;
    if (reply.getHeader(IDEMPOTENT_REPLAY_HEADER) !== undefined) return payload;
    if (!refusals.has(codeOf(payload))) return payload;
    try {
      await countRefusal(app.db, keysOf(request), settings.windowMs);
    } catch (error) {
      // the shopper still gets the refusal; a count lost only delays a challenge
      request.log.error({ err: error }, 'a refused attempt could not be counted');
    }
    return payload;
  }

  return { preHandler, onSend };
}
