import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  currentChallenge,
  registerChallengeHost,
  subscribeChallenges,
  type ChallengeRequest,
} from './challenge-requests';

type Dialog = ComponentType<{ request: ChallengeRequest }>;

const none = () => undefined;

/**
 * Shows the challenge dialog for the api client's first waiting request (challenge-requests.ts).
 * Mounted once in the app's shell; the dialog itself is a chunk of its own, fetched when the
 * first request comes, so no page's first load carries it. If that chunk cannot be fetched
 * (offline), the request fails with its 428 and the caller shows it.
 */
export function ChallengeHost() {
  const request = useSyncExternalStore(subscribeChallenges, currentChallenge, none);
  const [dialog, setDialog] = useState<{ Component: Dialog } | null>(null);

  useEffect(() => registerChallengeHost(), []);

  useEffect(() => {
    if (!request || dialog) return;
    let live = true;
    import('./challenge-dialog').then(
      (module) => {
        if (live) setDialog({ Component: module.ChallengeDialog });
      },
      () => request.fail(),
    );
    return () => {
      live = false;
    };
  }, [request, dialog]);

  if (!request || !dialog) return null;
  return <dialog.Component key={request.id} request={request} />;
}
