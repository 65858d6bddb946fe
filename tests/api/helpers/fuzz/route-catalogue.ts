/**
 * The operations the fuzzer sends requests to, read from the app itself: every route Fastify
 * registers passes its onRoute hooks, and Fastify announces each new instance on the
 * `fastify.initialization` diagnostics channel before any plugin runs. So subscribing there
 * and adding an onRoute hook sees every route of `buildApp` — the automatic HEAD of each GET
 * included — with the schema it was declared with, and a route added later joins the fuzz
 * by being declared, with no list here to update.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface Operation {
  method: string;
  /** the route's pattern as registered, prefix included: `/api/cart/:itemId`, `/media/*` */
  url: string;
  schema: FastifySchema | undefined;
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.url}`;

/**
 * Runs `build` (which creates a Fastify app) and returns what it built with the routes it
 * registered, one operation per method.
 */
export async function withRouteCatalogue<T>(
  build: () => Promise<T>,
): Promise<{ built: T; operations: Operation[] }> {
  const operations: Operation[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        operations.push({ method, url: route.url, schema: route.schema });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    const built = await build();
    return { built, operations };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}
