/**
 * The guest's order calls (spec §7; docs/api.md "Finding an order as a guest"), no session
 * needed: POST /api/order/s/query finds an order by its reference and the e-mail or phone it
 * was placed with and answers it with a signed link's hash; GET /api/order/s/myOrder?hash=
 * opens the order of a link until it expires. Anything that finds nothing — a wrong reference,
 * a wrong contact, an altered or expired link — is the same 404 ORDER_NOT_FOUND. Both are
 * rate-limited per client (RATE_LIMIT_ORDER_LOOKUP, rate-limit-kinds.ts), never cached, and
 * answer the guest's view of the order (guest-view.ts).
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { orderSchemas } from '../../shared/api/order';
import { orderNotFound } from '../checkout/payment-details';
import { noStore } from '../http/no-store';
import { requireSiteLanguage } from '../plugins/site-language';
import { guestView } from './guest-view';
import { readOrderByReference } from './order-details';
import { loadOrderLinks } from './order-link';
import { findOrderByContact } from './order-lookup';

const orderLookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = await loadOrderLinks(app.db);
  // bodies as sent: no coercion of a number into a reference
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preHandler', requireSiteLanguage);
  noStore(app);

  app.post(CHECKOUT_API.orderLookup, { schema: orderSchemas.lookup }, async (request) => {
    const { orderReference, ...given } = request.body;
    const reference = await findOrderByContact(app.db, app.sites, links, {
      orderReference,
      siteCountry: request.site.countryCode,
      given,
    });
    const order = reference && (await readOrderByReference(app.db, app.sites, reference));
    if (!order) throw orderNotFound();
    return { hash: links.sign(order.orderReference), order: guestView(order) };
  });

  app.get(CHECKOUT_API.orderLink, { schema: orderSchemas.link }, async (request) => {
    const reference = links.verify(request.query.hash);
    const order = reference && (await readOrderByReference(app.db, app.sites, reference));
    if (!order) throw orderNotFound();
    return guestView(order);
  });
};

export default orderLookupRoutes;
