import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { rememberTestPayments } from '../store/checkout-session';

/**
 * Whether test-mode payment options are shown (spec §2 ?showTestPayments): the flag given on
 * any checkout URL is kept for the tab's session, so it survives the steps' own URLs. Read
 * after the first render (storage is the browser's): the server and first render show none.
 */
export function useShowTestPayments(): boolean {
  const search = useSearch();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(rememberTestPayments(search)), [search]);
  return shown;
}
