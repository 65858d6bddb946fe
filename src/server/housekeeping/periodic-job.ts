/**
 * A job each server instance runs on its own timer (housekeeping, the orders' reconciliation):
 * every `everyMs` with jitter, so instances started together spread their runs; the next run
 * is timed from the end of the last, so two never overlap; the timer never keeps the process
 * alive on its own; and a run in progress finishes before the database closes (onClose hooks
 * run in reverse). `run` is also what the app decorates, for running it now.
 */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob<R extends object> {
  everyMs: number;
  /** run once as soon as the server is ready, not only after the first interval */
  atStart?: boolean;
  run: () => Promise<R>;
  /** logs a run's report: info when it did something, debug otherwise */
  describe: (report: R) => { didWork: boolean; message: string; idleMessage: string };
  failureMessage: string;
}

export function runPeriodically<R extends object>(
  app: FastifyInstance,
  job: PeriodicJob<R>,
): () => Promise<R> {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  const run = () => {
    const report = job.run();
    running = report.catch(() => undefined);
    return report;
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      if (closing) return;
      void run()
        .then(
          (report) => {
            const { didWork, message, idleMessage } = job.describe(report);
            if (didWork) app.log.info({ ...report } as Record<string, unknown>, message);
            else app.log.debug({ ...report } as Record<string, unknown>, idleMessage);
          },
          (error: unknown) => app.log.error({ err: error }, job.failureMessage),
        )
        .finally(() => {
          if (!closing) schedule(job.everyMs * (0.75 + Math.random() / 2));
        });
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () =>
    schedule(job.atStart ? 0 : job.everyMs * (0.75 + Math.random() / 2)),
  );
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
  return run;
}
