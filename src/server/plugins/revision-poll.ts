/**
 * How a warm in-memory view follows the database across instances (the catalogue view, the
 * campaigns): a revision row that triggers bump on every committed change is read, one indexed
 * single-row read, and the view is reloaded when it moved. It is read when the database says
 * it changed (a NOTIFY channel, when the view has one) and on a timer; without a channel the
 * timer is the only way, with one it is a safety net. A failed refresh keeps the last good
 * view; the next one tries again.
 */
import type { FastifyInstance } from 'fastify';

export interface Refresher {
  /** reloads when the revision moved; true when the view was replaced */
  (): Promise<boolean>;
  /** settles once no reload runs */
  idle(): Promise<void>;
}

/**
 * Runs `reload` at most once at a time. A call during a run may come from a change that run
 * read the revision before: one more run follows it, shared by every call made meanwhile.
 */
export function singleFlight(reload: () => Promise<boolean>): Refresher {
  let running: Promise<boolean> | undefined;
  let following: Promise<boolean> | undefined;
  const refresh = (): Promise<boolean> => {
    if (!running) {
      running = reload().finally(() => {
        running = undefined;
      });
      return running;
    }
    following ??= running
      .catch(() => false)
      .then(() => {
        following = undefined;
        return refresh();
      });
    return following;
  };
  return Object.assign(refresh, {
    idle: async () => {
      await following?.catch(() => undefined);
      await running?.catch(() => undefined);
    },
  });
}

export interface FollowOptions {
  /** the NOTIFY channel the view's triggers send on, when they do */
  channel?: string;
  /** how often the revision is read regardless */
  intervalMs: number;
  refresh: Refresher;
  /** names the view in the log */
  what: string;
}

/**
 * Keeps `refresh` running once the app is ready — on each notification and every
 * `intervalMs` — until it closes; a refresh in progress finishes before the database closes
 * (onClose hooks run in reverse order).
 */
export function followWhileOpen(
  app: FastifyInstance,
  { channel, intervalMs, refresh, what }: FollowOptions,
): void {
  const refreshNow = () => {
    refresh().catch((error: unknown) =>
      app.log.warn({ err: error }, `${what} refresh failed; keeping the current view`),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (channel) {
      stopListening = await app.listenToDatabase(channel, refreshNow, (error) =>
        app.log.warn({ err: error }, `${what} notifications interrupted; reconnecting`),
      );
      // A change between the first load and listening: the notification was sent to nobody.
      refreshNow();
    }
    timer = setInterval(refreshNow, intervalMs);
    // The poll never keeps the process alive on its own.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stopListening?.();
    await refresh.idle();
  });
}
