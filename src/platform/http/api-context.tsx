import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';

/** The api client of the active site and language (made once at boot, see api-client.ts). */
const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used within an ApiProvider');
  return client;
}
