import { useMemo } from 'react';
import * as sequences from '../api/account-sequences';
import { useAccountContext } from './use-account-context';

/**
 * The account pages' talon for the sequences (api/account-sequences.ts). Returns `{ pool,
 * signIn(email, password), signOut() }`; signIn rejects with an account code.
 */
export function useAccountActions() {
  const context = useAccountContext();
  return useMemo(
    () => ({
      pool: context.pool,
      signIn: (email: string, password: string) => sequences.signIn(context, email, password),
      signOut: () => sequences.signOut(context),
    }),
    [context],
  );
}
