/**
 * POST /marketing/back-in-stock?lang&siteTag (spec §7 Other): subscribes an email to a sold-out
 * size. 201 when stored, 200 when that email already waits for the sku.
 */
import { Type, type Static } from 'typebox';
import { Text } from './text';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../domain/email';
import { SiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

export const BackInStockBodySchema = Type.Object({
  email: Text({ minLength: 3, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN.source }),
  variantId: Text({ minLength: 1, maxLength: 96 }),
  sku: Text({ minLength: 1, maxLength: 96 }),
});
export type BackInStockBody = Static<typeof BackInStockBodySchema>;

export const BackInStockResultSchema = Type.Object({
  subscribed: Type.Literal(true),
  email: Type.String(),
  sku: Type.String(),
});
export type BackInStockResult = Static<typeof BackInStockResultSchema>;

const response = {
  200: BackInStockResultSchema,
  201: BackInStockResultSchema,
  '4xx': ApiErrorBodySchema,
};

export const backInStockSchemas = {
  subscribe: { querystring: SiteQuerySchema, body: BackInStockBodySchema, response },
};
