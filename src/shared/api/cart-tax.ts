/**
 * POST /api/cart/calculate-tax (spec §7 "address"; docs/api.md "Tax calculated at checkout"):
 * asks for the tax of the session's cart, for its delivery address, where the site calculates
 * tax at checkout. The body may name the delivery address the shopper confirmed by its
 * `reference`; the tax is always the cart's own delivery address's, and a reference that is not
 * that address's is refused, so a stale page never has its tax taken for another address.
 * Answers the whole cart, its taxStatus PENDING until the tax service answers.
 */
import { Type, type Static } from 'typebox';
import { CartSchema } from '../domain/cart';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { Text } from './text';

export const CalculateTaxBodySchema = Type.Object(
  { reference: Type.Optional(Text({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type CalculateTaxBody = Static<typeof CalculateTaxBodySchema>;

export const cartTaxSchemas = {
  calculate: {
    querystring: SessionSiteQuerySchema,
    body: CalculateTaxBodySchema,
    response: { 200: CartSchema, '4xx': ApiErrorBodySchema },
  },
};
