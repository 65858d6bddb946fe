/**
 * GET /api/cart/promotions (spec §7): the campaigns running now on the request's site, every
 * amount in its currency and every text in its language. It needs no shopping session — the
 * app's server render asks for it before there is one — so the site comes from `siteTag`; a
 * call that leaves it out is for its session's site, when it names one. Campaigns change with
 * time, so the answer is never cached: the app asks again when the earliest end passes.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { SESSION_HEADER } from '../../shared/api/paths';
import { promotionsSchemas, type PromotionsResponse } from '../../shared/api/promotions';
import { API } from '../../shared/api/paths';
import { runningCampaigns } from '../../shared/domain/campaign-schedule';
import { requireSiteLanguage } from '../plugins/site-language';
import { requireSession } from '../session/require-session';

const campaignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  app.get(
    API.cartPromotions,
    {
      schema: promotionsSchemas.get,
      preHandler: [
        async (request) => {
          const { siteTag, lang } = request.query;
          if ((siteTag === undefined || lang === undefined) && request.headers[SESSION_HEADER])
            await requireSession(request);
        },
        requireSiteLanguage,
      ],
    },
    async (request, reply): Promise<PromotionsResponse> => {
      const { currency } = request.site;
      const campaigns = app.campaigns.current.forCurrency(currency).inLanguage(request.language);
      reply.header('cache-control', 'no-store');
      return { currency, campaigns: runningCampaigns(campaigns, app.campaigns.now()) };
    },
  );
};

export default campaignRoutes;
