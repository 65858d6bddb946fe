/**
 * The local challenge provider (docs/api.md "Captcha"): GET /captcha/v1/challenge?kind=v2|v3
 * hands out a signed proof-of-work challenge, and `app.captcha.redeem` is how a route checks a
 * solution sent back to it (captcha-gate.ts). The signing key is the database's
 * (captcha-key.ts); the time is the app's clock, which the API suites move.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { captchaSchemas } from '../../shared/api/captcha';
import {
  CAPTCHA_API,
  decodeSolution,
  type CaptchaKind,
} from '../../shared/captcha/captcha-protocol';
import { loadCaptchaKey } from './captcha-key';
import { createChallenge, verifySolution, type RefusalReason } from './challenge';
import { redeemChallenge } from './redeemed-challenges';

export type Redemption = { ok: true } | { ok: false; reason: RefusalReason };

export interface CaptchaProvider {
  /**
   * Checks a header's solution for `kind` and, when it passes, marks its challenge used: a
   * second redemption of one challenge is refused ('used').
   */
  redeem(header: string | undefined, kind: CaptchaKind): Promise<Redemption>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaProvider;
  }
}

async function captchaPlugin(app: FastifyInstance): Promise<void> {
  const key = await loadCaptchaKey(app.db);
  const now = () => app.config.clock?.() ?? Date.now();
  const settings = app.config.captcha;

  app.decorate('captcha', {
    async redeem(header, kind) {
      if (header === undefined || header === '') return { ok: false, reason: 'missing' };
      const verdict = verifySolution(key, decodeSolution(header), kind, now());
      if (!verdict.ok) return verdict;
      const { challenge, expires } = verdict.solution;
      return (await redeemChallenge(app.db, challenge, expires))
        ? { ok: true }
        : { ok: false, reason: 'used' };
    },
  } satisfies CaptchaProvider);

  const routes: FastifyPluginAsyncTypebox = async (scope) => {
    scope.setValidatorCompiler(TypeBoxValidatorCompiler);
    scope.get(
      CAPTCHA_API.challenge,
      { schema: captchaSchemas.challenge },
      async (request, reply) => {
        const { kind } = request.query;
        return reply
          .header('cache-control', 'no-store')
          .send(createChallenge(key, kind, settings[kind], now()));
      },
    );
  };
  await app.register(routes);
}

export default fp(captchaPlugin, { name: 'captcha', dependencies: ['config', 'db'] });
