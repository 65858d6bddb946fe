/**
 * The one error body (spec §8): every 4xx/5xx the server sends is this JSON. Route schemas
 * declare it for their error responses; the app imports only the type.
 */
import { Type, type Static } from 'typebox';
import { ERROR_CODES } from '../domain/errors';

export const ApiErrorBodySchema = Type.Object({
  status: Type.Integer(),
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  details: Type.Optional(Type.Unknown()),
});
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
