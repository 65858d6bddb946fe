/**
 * Keeps an invisible (v3) captcha token ready while the payment step is open (spec §4 "Captcha
 * v3: token fetched on availability, refreshed every 30 seconds"): `start()` makes one at once
 * and a new one every `refreshMs`; `take()` hands the current token once (a token is single
 * use: the server refuses it a second time) and starts making the next. A payment sent while
 * the first token is still being made waits for it at most `waitMs` (spec §9 badge wait), then
 * goes without: the server asks for a token only after refused payments, and a 428 still
 * offers the visible challenge. A failed fetch (offline) leaves no token until the next try.
 */
import type { InvisibleCaptcha } from './challenge-requests';
import type { SolvedChallenge } from './captcha-client';

export interface InvisibleTokenOptions {
  /** makes a solved v3 challenge (captcha-client.ts solveNewChallenge) */
  solve(signal: AbortSignal): Promise<SolvedChallenge>;
  refreshMs: number;
  waitMs: number;
  now?: () => number;
}

export interface InvisibleTokenSource extends InvisibleCaptcha {
  start(): void;
  stop(): void;
}

/** A token this close to its expiry is not sent: the request may reach the server after it. */
const EXPIRY_MARGIN_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function invisibleTokenSource(options: InvisibleTokenOptions): InvisibleTokenSource {
  const { solve, refreshMs, waitMs, now = Date.now } = options;
  let running = false;
  let token: SolvedChallenge | undefined;
  let making: Promise<SolvedChallenge | undefined> | undefined;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const fresh = (solved: SolvedChallenge | undefined): solved is SolvedChallenge =>
    solved !== undefined && solved.expiresAt - now() > EXPIRY_MARGIN_MS;

  function refresh(): Promise<SolvedChallenge | undefined> {
    if (making) return making;
    controller = new AbortController();
    const { signal } = controller;
    const made: Promise<SolvedChallenge | undefined> = solve(signal)
      .then(
        (solved) => {
          if (signal.aborted) return undefined;
          token = solved;
          return solved;
        },
        () => undefined,
      )
      .finally(() => {
        if (making === made) making = undefined;
      });
    making = made;
    return made;
  }

  return {
    start() {
      if (running) return;
      running = true;
      void refresh();
      timer = setInterval(() => void refresh(), refreshMs);
    },
    stop() {
      running = false;
      clearInterval(timer);
      controller?.abort();
      token = undefined;
      making = undefined;
    },
    async take() {
      if (!running) return undefined;
      const current = fresh(token) ? token : await within(refresh(), waitMs);
      token = undefined;
      if (running) void refresh();
      return fresh(current) ? current.header : undefined;
    },
  };
}
