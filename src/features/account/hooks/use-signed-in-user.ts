import { useSyncExternalStore } from 'react';
import { useSite } from '../../../platform/site/site-context';
import { signedInUser, subscribeIdentity, type SignedInUser } from '../store/identity-store';

/**
 * The signed-in user, or null. The server (and the first render in the browser, which must
 * match its markup) knows nobody: the device's storage is read once the page lives.
 */
export function useSignedInUser(): SignedInUser | null {
  const { clientId } = useSite().config.integrations.cognito;
  return useSyncExternalStore(
    subscribeIdentity,
    () => signedInUser(clientId),
    () => null,
  );
}

/** Whether the first render is over (undefined while the page still matches the server's markup). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const noop = () => () => undefined;
