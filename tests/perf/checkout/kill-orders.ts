/**
 * kill -9 under orders: the ready shoppers place their orders, CONNECTIONS at a time, while the
 * server is killed with SIGKILL at random moments (drawn from the bench's seed: after a random
 * number of answered orders, a random few milliseconds later, so the kill lands wherever the
 * requests in flight are — claiming the key, reserving, charging, settling) and started again
 * on the same data each time. A shopper whose request got no answer (the connection dropped, or
 * nothing listening) waits for the server and sends the same request with the same
 * Idempotency-Key, as a client that never heard back must. An answer ends the attempt:
 * - 200 PAID;
 * - 409 CONFLICT after a request got no answer: the key was claimed by that request, which the
 *   killed server never finished. It stays claimed (docs/api.md "Placing an order"), and the
 *   order, if one was stored, is the reconciliation's, which the audit runs before counting;
 * - anything else is unexpected and fails the bench.
 */
import { randomUUID } from 'node:crypto';
import type { Rng } from '../../../src/server/seed/prng';
import type { CrashableShop } from '../load/bench-shop';
import { ServerGate } from './server-gate';
import type { ReadyShopper } from './ready-shoppers';
import { placeOrder } from './shopper-calls';

/** the longest wait after the drawn order count before the kill */
const MAX_KILL_DELAY_MS = 250;
/** sends of one request before the bench calls it stuck */
const MAX_SENDS = 40;

export interface Attempt {
  session: string;
  key: string;
  outcome: 'paid' | 'orphaned' | 'unexpected';
  reference?: string;
  /** requests sent again after getting no answer */
  resent: number;
  /** the last answer, as status and code */
  answer: string;
  /** 5xx answers on the way (resent too): the server broke rather than died */
  serverErrors: number;
}

export interface Kill {
  afterOrders: number;
  delayMs: number;
  /** order requests in flight when the server was killed */
  inFlight: number;
  /** from the kill to the server listening again */
  downMs: number;
}

export interface KillRun {
  attempts: Attempt[];
  kills: Kill[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function ordersThroughKills(
  shop: CrashableShop,
  shoppers: readonly ReadyShopper[],
  options: { kills: number; connections: number; rng: Rng },
): Promise<KillRun> {
  const { rng } = options;
  const gate = new ServerGate();
  // drawn while shoppers.length - connections orders are answered at most, so every kill
  // lands while all the shoppers still have orders to place
  const last = Math.max(1, shoppers.length - options.connections);
  const candidates = Array.from({ length: last }, (_, i) => i + 1);
  const thresholds = rng.sample(candidates, options.kills).sort((a, b) => a - b);
  const kills: Kill[] = [];
  let answered = 0;
  let inFlight = 0;
  let killing: Promise<void> | undefined;
  // a server that does not start again after a kill ends the phase, saying why
  let failure: Error | undefined;

  const killOnce = async (afterOrders: number) => {
    const delayMs = rng.int(0, MAX_KILL_DELAY_MS);
    await pause(delayMs);
    gate.close();
    const killedAt = performance.now();
    const flying = inFlight;
    await shop.crash();
    await shop.start();
    kills.push({ afterOrders, delayMs, inFlight: flying, downMs: performance.now() - killedAt });
    gate.open();
  };
  const onAnswered = () => {
    answered++;
    if (killing || thresholds[0] === undefined || answered < thresholds[0]) return;
    thresholds.shift();
    killing = killOnce(answered)
      .catch((error: Error) => {
        failure = new Error(`the server did not start again after a kill: ${error.message}`);
        gate.open();
      })
      .finally(() => (killing = undefined));
  };

  const attempt = async (shopper: ReadyShopper): Promise<Attempt> => {
    const key = randomUUID();
    const result: Attempt = {
      session: shopper.session,
      key,
      outcome: 'unexpected',
      resent: 0,
      answer: '',
      serverErrors: 0,
    };
    for (let sends = 0; sends < MAX_SENDS; sends++) {
      await gate.ready();
      if (failure) throw failure;
      inFlight++;
      try {
        const answer = await placeOrder(shop.url, shopper.session, key, shopper.body);
        result.answer = `${answer.status} ${answer.body.code ?? answer.body.status ?? ''}`;
        if (answer.status >= 500) {
          result.serverErrors++;
          result.resent++;
          continue;
        }
        if (answer.status === 200 && answer.body.status === 'PAID') {
          result.outcome = 'paid';
          result.reference = answer.body.orderReference;
        } else if (answer.status === 409 && answer.body.code === 'CONFLICT' && result.resent > 0)
          result.outcome = 'orphaned';
        return result;
      } catch (error) {
        result.answer = `no answer: ${(error as Error).message}`;
        result.resent++;
        // a dropped connection while the server is up: not a kill; do not spin on it
        await pause(20);
      } finally {
        inFlight--;
      }
    }
    return result;
  };

  const attempts: Attempt[] = [];
  let next = 0;
  const shopperLoop = async () => {
    while (next < shoppers.length && !failure) {
      const shopper = shoppers[next++]!;
      attempts.push(await attempt(shopper));
      onAnswered();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, shopperLoop));
  await killing;
  if (failure) throw failure;
  return { attempts, kills };
}
