/**
 * The reference identity provider's HTTP face (docs/api.md "Accounts and identity"):
 * `POST /identity` speaks Cognito Identity Provider's JSON protocol as amazon-cognito-identity-js
 * sends it (the operation in `X-Amz-Target`, the body as application/x-amz-json-1.1), and the
 * pool's JWKS is at `/identity/{userPoolId}/.well-known/jwks.json`. Every error of this scope,
 * the framework's included, is answered in Cognito's shape (identity-error.ts).
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { ApiError } from '../../shared/api/api-error';
import {
  IDENTITY_CONTENT_TYPE,
  IDENTITY_OPERATIONS,
  IDENTITY_PATHS,
  IDENTITY_TARGET_PREFIX,
  IdentityRequestSchema,
  IdentityResponseSchema,
  JwksParams,
  JwksSchema,
  type IdentityOperation,
} from '../../shared/api/identity';
import { LOCAL_USER_POOL } from '../../shared/identity/user-pool';
import { boundedJsonParser } from '../plugins/bounded-json';
import { clientErrorStatus } from '../http/api-error';
import { dispatch } from './identity-dispatch';
import type { IdentityContext } from './identity-context';
import { IdentityError, sendIdentityError } from './identity-error';
import { localIssuer } from './identity-plugin';

const validators = Object.fromEntries(
  Object.entries(IDENTITY_OPERATIONS).map(([name, schema]) => [name, Compile(schema)]),
) as { [Op in IdentityOperation]: ReturnType<typeof Compile<(typeof IDENTITY_OPERATIONS)[Op]>> };

const isOperation = (name: string): name is IdentityOperation =>
  Object.prototype.hasOwnProperty.call(IDENTITY_OPERATIONS, name);

/** The operation an X-Amz-Target header names; UnknownOperationException otherwise. */
function operationOf(request: FastifyRequest): IdentityOperation {
  const target = request.headers['x-amz-target'];
  const name =
    typeof target === 'string' && target.startsWith(IDENTITY_TARGET_PREFIX)
      ? target.slice(IDENTITY_TARGET_PREFIX.length)
      : '';
  if (!isOperation(name)) throw new IdentityError('UnknownOperationException', 'Unknown operation');
  return name;
}

/** A body that does not fit its operation: Cognito's InvalidParameterException, one problem. */
function checkBody(operation: IdentityOperation, body: unknown): void {
  const validator = validators[operation];
  if (validator.Check(body)) return;
  const [first] = validator.Errors(body);
  const where = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
  throw new IdentityError(
    'InvalidParameterException',
    `1 validation error detected: Value at '${where}' failed to satisfy constraint: ${first?.message ?? 'invalid'}`,
  );
}

/** Any failure of this scope as Cognito's error: 4xx by its status, anything else a 500. */
function asIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  if (error instanceof ApiError && error.status < 500)
    return new IdentityError('NotAuthorizedException', error.message, error.status);
  const status = clientErrorStatus(error);
  if (status === undefined)
    return new IdentityError('InternalErrorException', 'Internal error', 500);
  const fastify = error as FastifyError;
  const type = fastify.validation ? 'InvalidParameterException' : 'SerializationException';
  return new IdentityError(type, fastify.message, status);
}

const identityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const parse = boundedJsonParser(app);
  app.addContentTypeParser(IDENTITY_CONTENT_TYPE, { parseAs: 'string' }, parse);

  app.setErrorHandler((error: unknown, request, reply: FastifyReply) => {
    const identityError = asIdentityError(error);
    if (identityError.status >= 500) request.log.error({ err: error }, 'identity request failed');
    else request.log.info({ type: identityError.type }, 'identity request refused');
    return sendIdentityError(reply, identityError);
  });

  app.post(
    IDENTITY_PATHS.endpoint,
    {
      schema: { body: IdentityRequestSchema, response: { 200: IdentityResponseSchema } },
      // each operation's own schema is checked below, with Cognito's message
      attachValidation: true,
    },
    async (request, reply) => {
      const operation = operationOf(request);
      checkBody(operation, request.body);
      const context: IdentityContext = {
        db: app.db,
        key: app.identity.key,
        issuer: localIssuer(request),
        clientId: LOCAL_USER_POOL.clientId,
        now: app.identity.now(),
        settings: app.config.identity,
        limiter: app.identity.limiter,
        address: request.ip,
      };
      const answer = await dispatch(
        operation,
        request.body,
        context,
        app.identity.localPool(request),
      );
      return reply.header('cache-control', 'no-store').type(IDENTITY_CONTENT_TYPE).send(answer);
    },
  );

  app.get(
    IDENTITY_PATHS.jwks,
    { schema: { params: JwksParams, response: { 200: JwksSchema } } },
    async (request, reply) => {
      if (request.params.userPoolId !== LOCAL_USER_POOL.userPoolId)
        throw new IdentityError(
          'ResourceNotFoundException',
          `User pool ${request.params.userPoolId.slice(0, 64)} does not exist.`,
          404,
        );
      // public keys: cacheable, as a hosted pool's are, for an hour
      return reply
        .header('cache-control', 'public, max-age=3600')
        .send({ keys: [app.identity.key.jwk] });
    },
  );
};

export default identityRoutes;
