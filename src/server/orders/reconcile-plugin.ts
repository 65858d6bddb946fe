/**
 * Runs the reconciliation of orders left AWAITING_PAYMENT (reconcile-orders.ts): once as the
 * server starts — an order the shop died on between the provider's charge and its own commit
 * is settled then — and every RECONCILE_EVERY_MS after, with the configured grace and
 * abandon times (ORDER_RECONCILE_GRACE_MINUTES, ORDER_CHALLENGE_ABANDON_MINUTES: a 3-D Secure
 * challenge, a PayPal approval or a bank page left unanswered, or a bank payment left pending).
 * The provider is asked through the shop's one client (app.paymentProvider). Two instances
 * running it at once settle each order once: settling acts only on an order still waiting.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../housekeeping/periodic-job';
import { reconcileOrders, type ReconcileProvider, type ReconcileReport } from './reconcile-orders';

export const RECONCILE_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** reconciles the waiting orders now (the timer does it every RECONCILE_EVERY_MS) */
    reconcileOrders(): Promise<ReconcileReport>;
  }
}

/** The shop's provider client, as reconciling asks it. */
export const reconcileProvider = (app: FastifyInstance): ReconcileProvider => ({
  chargesOf: (reference) => app.paymentProvider.findByMerchantReference(reference),
  cancel: (pspReference, reference) => app.paymentProvider.cancel(pspReference, reference),
});

async function reconcilePlugin(app: FastifyInstance): Promise<void> {
  const run = runPeriodically(app, {
    everyMs: RECONCILE_EVERY_MS,
    // at start, once the routes (the in-process provider's among them) answer
    atStart: true,
    run: () => reconcileOrders(app.db, reconcileProvider(app), app.config.orderReconcile),
    describe: (report) => ({
      didWork: report.paid + report.cancelled > 0,
      message: 'reconciled orders waiting for their payment',
      idleMessage: 'no order to reconcile',
    }),
    failureMessage: 'order reconciliation failed',
  });
  app.decorate('reconcileOrders', run);
}

export default fp(reconcilePlugin, {
  name: 'order-reconciliation',
  dependencies: ['config', 'db', 'payment-provider-client'],
});
