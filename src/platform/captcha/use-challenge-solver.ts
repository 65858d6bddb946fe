import { useCallback, useEffect, useRef, useState } from 'react';
import { solveNewChallenge } from './captcha-client';
import type { ChallengeRequest } from './challenge-requests';

export type SolverState = 'ready' | 'working' | 'solved' | 'failed';

/**
 * The challenge dialog's logic (a talon): ticking "I'm not a robot" fetches a visible (v2)
 * challenge and solves it; once solved, the request is resolved with the solution header (the
 * api client sends the call again and the dialog goes away). Fetching or solving may fail
 * (offline): the shopper may tick again. Cancel, or the dialog going away, stops the work.
 *
 * Returns `{ state, progress, handleCheck, handleCancel }`: progress is the share (0–1) of
 * the numbers tried so far, the most the work can take.
 */
export function useChallengeSolver(request: ChallengeRequest) {
  const [state, setState] = useState<SolverState>('ready');
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const handleCheck = useCallback(async () => {
    if (controller.current && !controller.current.signal.aborted) return;
    const own = new AbortController();
    controller.current = own;
    setState('working');
    setProgress(0);
    try {
      const { header } = await solveNewChallenge('v2', {
        signal: own.signal,
        onProgress: setProgress,
      });
      if (own.signal.aborted) return;
      setState('solved');
      setProgress(1);
      request.resolve(header);
    } catch {
      if (own.signal.aborted) return;
      own.abort();
      setState('failed');
    }
  }, [request]);

  const handleCancel = useCallback(() => {
    controller.current?.abort();
    request.cancel();
  }, [request]);

  return { state, progress, handleCheck, handleCancel };
}
