/**
 * The options the Fastify instance is built with: structured logs through the one redaction
 * configuration, request ids, the start-up allowance, and the framework's own failures answered
 * in the one error shape (DESIGN §5).
 */
import type { AppConfig } from '../config';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { lazyChildLogger } from './lazy-request-logger';
import { redactingLogger } from './log-redaction';

export function serverOptions(config: AppConfig) {
  return {
    // Structured JSON logs (pino) on stdout; a log shipper or `pino-pretty` reads them.
    logger: redactingLogger(config.logLevel),
    // Each request's logger is made when it first writes (lazy-request-logger.ts).
    childLoggerFactory: lazyChildLogger,
    // Lets clients and proxies correlate a request with its log lines.
    requestIdHeader: 'x-request-id',
    // A first start creates and seeds the database inside the db plugin: initdb, migrations and
    // up to SEED_PRODUCTS (100,000) products take far longer than Fastify's 10 s default on a
    // small or busy machine, and a timeout would turn a slow first start into a failed one.
    pluginTimeout: 600_000,
    frameworkErrors,
    clientErrorHandler,
    // Requests that arrive while the server shuts down are answered by plugins/http-boundary.ts
    // in the error shape; Fastify's own 503 has its own body.
    return503OnClosing: false,
    // Behind a load balancer, its X-Forwarded-For names the client (rate limits, logs).
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  };
}
