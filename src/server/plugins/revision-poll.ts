/**
 * How a warm in-memory view follows the database across instances (the catalogue view, the
 * campaigns): a revision row that triggers bump on every committed change is polled, one
 * indexed single-row read an interval, and the view is reloaded when it moved. One reload at a
 * time: a poll that finds one running waits for it instead of starting another. A failed poll
 * keeps the last good view; the next one tries again.
 */
import type { FastifyInstance } from 'fastify';

export interface Refresher {
  /** reloads when the revision moved; true when the view was replaced */
  (): Promise<boolean>;
  /** settles once no reload runs */
  idle(): Promise<void>;
}

/** Runs `reload` at most once at a time; a call during a run shares that run. */
export function singleFlight(reload: () => Promise<boolean>): Refresher {
  let running: Promise<boolean> | undefined;
  const refresh = () => {
    running ??= reload().finally(() => {
      running = undefined;
    });
    return running;
  };
  return Object.assign(refresh, {
    idle: async () => {
      await running?.catch(() => undefined);
    },
  });
}

/**
 * Calls `refresh` every `intervalMs` once the app is ready, until it closes; a refresh in
 * progress finishes before the database closes (onClose hooks run in reverse order).
 */
export function pollWhileOpen(
  app: FastifyInstance,
  intervalMs: number,
  refresh: Refresher,
  what: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      refresh().catch((error: unknown) =>
        app.log.warn({ err: error }, `${what} refresh failed; keeping the current view`),
      );
    }, intervalMs);
    // The poll never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await refresh.idle();
  });
}
