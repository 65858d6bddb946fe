/**
 * Running the cart's tax calculations. Asking for one stores it PENDING for the cart as it is
 * (its fingerprint) and returns at once; the tax service answers a moment later, apart from any
 * request, and its answer is stored for the attempt that asked, so whichever instance serves the
 * next GET /api/cart shows it. Each request is a new attempt: the latest one is the one whose
 * answer counts, and a calculation lost with its process (a restart) is simply asked again.
 * Closing gives up the calculations still waiting for the service: they stay PENDING, and the
 * app's next request starts them again.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CartOutcome } from '../cart/cart-repository';
import type { Database } from '../db/client';
import type { SessionUse } from '../session/session-repository';
import { settleCartTax, startCartTax } from './tax-repository';
import { taxFingerprint, type TaxRequest } from './tax-request';
import { TaxService } from './tax-service';

export class TaxCalculations {
  readonly service = new TaxService();
  readonly #running = new Set<Promise<void>>();
  readonly #closing = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the tax of `request` for the session's cart; answers the cart, tax PENDING. */
  async start(session: SessionUse, request: TaxRequest): Promise<CartOutcome> {
    const attempt = randomUUID();
    const started = await startCartTax(this.db, session, taxFingerprint(request), attempt);
    if (started.outcome === 'ok') this.#settleWhenAnswered(session.id, attempt, request);
    return started;
  }

  #settleWhenAnswered(sessionId: string, attempt: string, request: TaxRequest): void {
    const signal = this.#closing.signal;
    const job = this.service
      .calculate(request, signal)
      .then(async (outcome) => {
        if (!(await settleCartTax(this.db, sessionId, attempt, outcome)))
          this.log.debug('a superseded tax calculation answered');
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        // left PENDING: the app polls, gives up, and its retry asks again
        this.log.error({ err: error }, 'the tax calculation could not be stored');
      })
      .finally(() => this.#running.delete(job));
    this.#running.add(job);
  }

  /** Gives up the calculations still waiting for the service, and waits for those storing. */
  async close(): Promise<void> {
    this.#closing.abort(new Error('the server is closing'));
    await Promise.all(this.#running);
  }
}
