import { useEffect, useState } from 'react';
import { useApi } from '../../../platform/http/api-context';
import { readLastCart, type LastCart } from '../store/last-cart';

/**
 * The session's last known bag (store/last-cart.ts), read only when `wanted` (offline with no
 * cart in memory), in an effect: storage is not read during render. undefined until read.
 */
export function useLastKnownCart(wanted: boolean): LastCart | null | undefined {
  const api = useApi();
  const [last, setLast] = useState<LastCart | null | undefined>(undefined);
  useEffect(() => {
    if (wanted) setLast(readLastCart(api.scope));
  }, [wanted, api]);
  return wanted ? last : undefined;
}
