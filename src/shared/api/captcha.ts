/**
 * The local challenge provider's route (docs/api.md "Captcha"; the protocol is
 * src/shared/captcha/captcha-protocol.ts): GET /captcha/v1/challenge?kind=v2|v3 answers a new
 * signed challenge. The app imports only the types.
 */
import { Type, type Static } from 'typebox';
import { CAPTCHA_ALGORITHM, CAPTCHA_KINDS } from '../captcha/captcha-protocol';
import { ApiErrorBodySchema } from './error-body';

export const ChallengeQuerySchema = Type.Object({ kind: Type.Enum(CAPTCHA_KINDS) });
export type ChallengeQuery = Static<typeof ChallengeQuerySchema>;

export const ChallengeSchema = Type.Object({
  algorithm: Type.Literal(CAPTCHA_ALGORITHM),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  expires: Type.Integer(),
  kind: Type.Enum(CAPTCHA_KINDS),
  signature: Type.String(),
});

export const captchaSchemas = {
  challenge: {
    querystring: ChallengeQuerySchema,
    response: { 200: ChallengeSchema, '4xx': ApiErrorBodySchema },
  },
};
