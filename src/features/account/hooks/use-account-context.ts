import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../platform/http/api-context';
import { useSite } from '../../../platform/site/site-context';
import type { AccountContext } from '../api/account-sequences';

/** What the account's sequences work with: the site's user pool, the api client, the query cache. */
export function useAccountContext(): AccountContext {
  const { config } = useSite();
  const pool = config.integrations.cognito;
  const api = useApi();
  const queryClient = useQueryClient();
  return useMemo(() => ({ pool, api, queryClient }), [api, pool, queryClient]);
}
