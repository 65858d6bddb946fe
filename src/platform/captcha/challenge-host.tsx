import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'wouter';
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
 * (offline), the request fails with its 428 and the caller shows it. A challenge belongs to the
 * page that asked: leaving it (back, forward, a redirect) cancels every waiting one, so the
 * dialog never stays over another page, nor a call goes again from a page the shopper left.
 */
export function ChallengeHost() {
  const request = useSyncExternalStore(subscribeChallenges, currentChallenge, none);
  const [dialog, setDialog] = useState<{ Component: Dialog } | null>(null);

  useEffect(() => registerChallengeHost(), []);

  const [location] = useLocation();
  const askedOn = useRef(location);
  useEffect(() => {
    if (askedOn.current === location) return;
    askedOn.current = location;
    for (let waiting = currentChallenge(); waiting; waiting = currentChallenge()) waiting.cancel();
  }, [location]);

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
