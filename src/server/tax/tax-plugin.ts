/**
 * The cart's tax calculations (tax-calculations.ts) with this server's tax service, as
 * `app.tax`. Registered after the database, so on close (hooks run in reverse) the
 * calculations still running finish or give up before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TaxCalculations } from './tax-calculations';

declare module 'fastify' {
  interface FastifyInstance {
    tax: TaxCalculations;
  }
}

async function taxPlugin(app: FastifyInstance): Promise<void> {
  const tax = new TaxCalculations(app.db, app.log);
  app.decorate('tax', tax);
  app.addHook('onClose', () => tax.close());
}

export default fp(taxPlugin, { name: 'tax', dependencies: ['db'] });
