/**
 * Runs the reconciliation of orders left AWAITING_PAYMENT (reconcile-orders.ts): once as the
 * server starts — an order the shop died on between the provider's charge and its own commit
 * is settled then — and every RECONCILE_EVERY_MS after, with the configured grace and
 * challenge-abandon times (ORDER_RECONCILE_GRACE_MINUTES, ORDER_CHALLENGE_ABANDON_MINUTES).
 * The provider is asked through the shop's one client (app.paymentProvider). Two instances
 * running it at once settle each order once: settling acts only on an order still waiting.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reconcileOrders, type ReconcileReport } from './reconcile-orders';

export const RECONCILE_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** reconciles the waiting orders now (the timer does it every RECONCILE_EVERY_MS) */
    reconcileOrders(): Promise<ReconcileReport>;
  }
}

async function reconcilePlugin(app: FastifyInstance): Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const run = () => {
    const report = reconcileOrders(
      app.db,
      (reference) => app.paymentProvider.findByMerchantReference(reference),
      app.config.orderReconcile,
    );
    running = report.catch(() => undefined);
    return report;
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      if (closing) return;
      run().then(
        (report) =>
          report.paid + report.cancelled > 0
            ? app.log.info(report, 'reconciled orders waiting for their payment')
            : app.log.debug(report, 'no order to reconcile'),
        (error: unknown) => app.log.error({ err: error }, 'order reconciliation failed'),
      );
      schedule(RECONCILE_EVERY_MS * (0.75 + Math.random() / 2));
    }, delay);
    // The timer never keeps the process alive on its own.
    timer.unref();
  };

  app.decorate('reconcileOrders', run);
  // at start, once the routes (the in-process provider's among them) answer
  app.addHook('onReady', async () => schedule(0));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}

export default fp(reconcilePlugin, {
  name: 'order-reconciliation',
  dependencies: ['config', 'db', 'payment-provider-client'],
});
