/**
 * The kill -9 phase's report: where the kills landed, what the shoppers were answered, what
 * the reconciliation settled, and the three counts issue 13 asks to be 0 — orders without their
 * stock decrement, double charges, charged orders missing — with the checks behind them.
 * Returns whether every count that must be 0 is.
 */
import type { DatabaseResult } from './bench-database';
import type { Outcome } from './checkout-report';

const row = (label: string, value: number | string, detail = '') =>
  console.log(`  ${label.padEnd(44)} ${String(value).padStart(5)}  ${detail}`);

function printOne(name: string, { kill, audit }: DatabaseResult): boolean {
  const { attempts, kills } = kill;
  const paid = attempts.filter((a) => a.outcome === 'paid').length;
  const orphaned = attempts.filter((a) => a.outcome === 'orphaned');
  const unexpected = attempts.filter((a) => a.outcome === 'unexpected');
  const resent = attempts.reduce((sum, a) => sum + a.resent, 0);
  const serverErrors = attempts.reduce((sum, a) => sum + a.serverErrors, 0);
  const byStatus = (status: string) => audit.killOrders.filter((o) => o.status === status).length;
  const reconciledTo = (status: string) =>
    audit.killOrders.filter((o) => o.reconciled && o.status === status).length;
  const stored = audit.killOrders.length;
  const mismatched = audit.stockMismatches.length;
  const doubles = audit.referencesChargedTwice + audit.attemptsWithTwo;

  console.log(`${name}: ${attempts.length} orders, ${kills.length} kills`);
  const where = kills.map(
    (k) =>
      `after ${k.afterOrders} +${k.delayMs} ms (${k.inFlight} in flight, back in ${(k.downMs / 1000).toFixed(1)} s)`,
  );
  console.log(`  kills: ${where.join('; ')}`);
  row('answered PAID', paid, `(requests resent after no answer: ${resent})`);
  const orderOf = new Map(audit.killOrders.map((order) => [order.session, order]));
  const orphanedTo = (status: string | undefined) =>
    orphaned.filter((a) => orderOf.get(a.session)?.status === status).length;
  row('key left claimed by a killed request (409)', orphaned.length);
  row('  its order PAID', orphanedTo('PAID'));
  row('  its order CANCELLED', orphanedTo('CANCELLED'));
  row('  no order stored', orphanedTo(undefined), '(killed before the reservation committed)');
  row(
    'other answers',
    unexpected.length,
    unexpected
      .slice(0, 3)
      .map((a) => a.answer)
      .join('; '),
  );
  row('5xx answers', serverErrors);
  row(
    'orders stored',
    stored,
    `(PAID ${byStatus('PAID')}, CANCELLED ${byStatus('CANCELLED')}, AWAITING ${byStatus('AWAITING_PAYMENT')})`,
  );
  row('left AWAITING_PAYMENT by the kills', audit.awaitingBefore);
  row('  reconciled to PAID', reconciledTo('PAID'), '(the provider had authorised it)');
  row('  reconciled to CANCELLED', reconciledTo('CANCELLED'), '(the provider had no charge)');
  row('  still AWAITING_PAYMENT after it', audit.awaitingAfter);
  row(
    'orders without their stock decrement',
    mismatched,
    `(skus whose stock ≠ set − units ordered) ${audit.stockMismatches.slice(0, 3).join('; ')}`,
  );
  row(
    'double charges',
    doubles,
    `(references authorised twice ${audit.referencesChargedTwice}; attempts with two orders or charges ${audit.attemptsWithTwo})`,
  );
  row(
    'charged orders missing',
    audit.chargedWithoutPaidOrder,
    '(authorised payments without their order PAID for that amount)',
  );
  row('answered PAID, not PAID in the database', audit.answeredPaidNotPaid, '(all phases)');
  return (
    mismatched + doubles + audit.chargedWithoutPaidOrder + audit.answeredPaidNotPaid === 0 &&
    audit.awaitingAfter === 0 &&
    unexpected.length === 0 &&
    serverErrors === 0
  );
}

export function printKills(outcomes: readonly Outcome[]): boolean {
  console.log(
    '\nkill -9 of the server while shoppers place orders (must all be 0: stock, double, missing)',
  );
  let ok = true;
  for (const outcome of outcomes) {
    if ('skipped' in outcome) console.log(`${outcome.name}: skipped: ${outcome.skipped}`);
    else ok = printOne(outcome.name, outcome.result) && ok;
  }
  return ok;
}
