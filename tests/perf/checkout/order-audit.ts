/**
 * The audit after a database's phases, once the bench's server has stopped: the last server is
 * built in this process on the same data (the embedded database can be read only by the process
 * holding it), the orders the kills left AWAITING_PAYMENT are reconciled — the path the server
 * runs at start and every minute (reconcile-orders.ts), here without the grace time, since no
 * shopper is left to be in the middle of a payment; the server does the same itself five
 * minutes on — and then the database and the provider's own tables are compared:
 * - every sku the bench stocked: stock set − units in PAID or AWAITING orders = stock now;
 * - no merchant reference authorised twice, no kill-phase attempt with two orders or charges;
 * - every authorised payment has its order PAID with it, for the amount charged;
 * - every order the shop answered PAID is PAID;
 * - each race's sku: stock 0 and exactly RACE_UNITS orders.
 */
import { reconcileProvider } from '../../../src/server/orders/reconcile-plugin';
import { reconcileOrders, type ReconcileReport } from '../../../src/server/orders/reconcile-orders';
import { startServer } from '../../api/helpers/start-server';
import {
  answeredPaidNotPaid,
  attemptsWithTwo,
  awaitingOrders,
  chargedWithoutPaidOrder,
  ordersOfSessions,
  referencesChargedTwice,
  skuStocks,
  type SessionOrder,
  type SkuStock,
} from './audit-queries';

export interface AuditInput {
  dataDir: string;
  databaseUrl?: string;
  /** the stock the bench set on each sku it sells */
  stocked: ReadonlyMap<string, number>;
  /** every reference the shop answered PAID */
  answeredPaid: readonly string[];
  raceSkus: readonly string[];
  /** the kill phase's sessions, one order attempt each */
  killSessions: readonly string[];
}

export interface Audit {
  awaitingBefore: number;
  reconciled: ReconcileReport;
  awaitingAfter: number;
  /** "sku: set s, sold n, has h" for each sku whose stock disagrees with its orders */
  stockMismatches: string[];
  referencesChargedTwice: number;
  attemptsWithTwo: number;
  chargedWithoutPaidOrder: number;
  answeredPaidNotPaid: number;
  race: SkuStock[];
  killOrders: SessionOrder[];
}

async function reconcileAll(
  provider: Parameters<typeof reconcileOrders>[1],
  db: Parameters<typeof reconcileOrders>[0],
  abandonMs: number,
): Promise<ReconcileReport> {
  const total: ReconcileReport = { paid: 0, cancelled: 0, waiting: 0 };
  for (;;) {
    const report = await reconcileOrders(db, provider, { graceMs: 0, abandonMs });
    total.paid += report.paid;
    total.cancelled += report.cancelled;
    total.waiting = report.waiting;
    // a run looks at 500 orders at most: again until one settles nothing more
    if (report.paid + report.cancelled === 0) return total;
  }
}

export async function auditOrders(input: AuditInput): Promise<Audit> {
  const server = await startServer({
    dataDir: input.dataDir,
    ...(input.databaseUrl ? { databaseUrl: input.databaseUrl } : {}),
  });
  try {
    const { db } = server.app;
    const awaitingBefore = await awaitingOrders(db);
    const reconciled = await reconcileAll(
      reconcileProvider(server.app),
      db,
      server.app.config.orderReconcile.abandonMs,
    );
    const stocks = await skuStocks(db, [...input.stocked.keys()]);
    const stockMismatches = stocks
      .filter((row) => input.stocked.get(row.sku)! - row.sold !== row.stock)
      .map(
        (row) =>
          `${row.sku}: set ${input.stocked.get(row.sku)}, sold ${row.sold}, has ${row.stock}`,
      );
    const raceSkus = new Set(input.raceSkus);
    return {
      awaitingBefore,
      reconciled,
      awaitingAfter: await awaitingOrders(db),
      stockMismatches,
      referencesChargedTwice: await referencesChargedTwice(db),
      attemptsWithTwo: await attemptsWithTwo(db, input.killSessions),
      chargedWithoutPaidOrder: await chargedWithoutPaidOrder(db),
      answeredPaidNotPaid: await answeredPaidNotPaid(db, input.answeredPaid),
      race: stocks.filter((row) => raceSkus.has(row.sku)),
      killOrders: await ordersOfSessions(db, input.killSessions),
    };
  } finally {
    await server.close();
  }
}
