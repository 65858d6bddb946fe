import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInsights } from '../../features/analytics';
import { useApi } from '../../platform/http/api-context';
import { resetSessionOnFailure } from '../../platform/session-reset';

/**
 * Session-wide services that need the app's query client or site: a session that fails to
 * revalidate after a 401 signs the shopper out (spec §8), and the insights sender runs for the
 * active site and language. Renders nothing.
 */
export function SessionServices() {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => resetSessionOnFailure({ queryClient, api }), [queryClient, api]);
  useInsights();
  return null;
}
