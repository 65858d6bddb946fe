/**
 * The address forms (spec §7): GET /api/territory?countryCode=XX&lang=… lists a country's
 * regions named in that language (only those with a name there, spec §5), and
 * GET /api/validation/{country}/{language}/address?type=shipping|billing serves the country's
 * form (shared/address/address-schemas.ts) with an example phone number for the placeholder.
 * A country no site ships to has neither: 404. They need no session; never cached.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { addressSchema } from '../../shared/address/address-schemas';
import { examplePhone } from '../../shared/address/phone';
import { regionsOf } from '../../shared/address/regions';
import { checkoutSchemas } from '../../shared/api/checkout';
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { notFound } from '../http/api-error';
import { noStore } from '../http/no-store';

const unknownCountry = () => notFound('No address form for this country');

const addressFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  noStore(app);

  app.get(CHECKOUT_API.territory, { schema: checkoutSchemas.territory }, async (request) => {
    const { countryCode, lang } = request.query;
    if (!addressSchema(countryCode)) throw unknownCountry();
    return { countryCode, regions: regionsOf(countryCode, lang) };
  });

  // CHECKOUT_API.addressForm's pattern: its parameters are the country and the language
  app.get(
    '/api/validation/:country/:name/address',
    { schema: checkoutSchemas.addressForm },
    async (request) => {
      const { country, name } = request.params;
      const schema = addressSchema(country);
      if (!schema) throw unknownCountry();
      return {
        countryCode: schema.countryCode,
        type: request.query.type ?? 'shipping',
        locale: `${name}-${country}`,
        fields: [...schema.fields],
        encouraged: [...schema.encouraged],
        phoneExample: examplePhone(country),
      };
    },
  );
};

export default addressFormRoutes;
