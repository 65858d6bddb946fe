import { useEffect, useState } from 'react';
import { readCompleteParams } from '../logic/complete-params';
import { carriesReturn, paymentReturnOf } from '../logic/payment-return';
import type { ReturnActivity } from '../logic/return-view';
import { keepReturn, keptReturn, type KeptReturn } from '../store/payment-returns';

export interface KeptReturnState {
  /** the order's payment return; undefined until this tab's storage has been read */
  kept: KeptReturn | null | undefined;
  setKept: (kept: KeptReturn | null) => void;
  activity: ReturnActivity | null;
  setActivity: (activity: ReturnActivity | null) => void;
}

/**
 * The payment return /complete came back with, for the order `reference`: a return fresh in the
 * query (PayPal's utr and pgTransactionId, a redirectResult) is kept in this tab's storage
 * before the page takes its fields out of the address bar; a reload, or the query once they are
 * out, finds the kept one. A PayPal return written without them is the payer's cancel (spec §5).
 * Read in an effect: the server's render and the first render know no return.
 */
export function useKeptReturn(reference: string | null, search: string): KeptReturnState {
  const [kept, setKept] = useState<KeptReturn | null | undefined>(undefined);
  const [activity, setActivity] = useState<ReturnActivity | null>(null);

  useEffect(() => {
    setActivity(null);
  }, [reference]);

  useEffect(() => {
    if (!reference) {
      setKept(null);
      return;
    }
    const params = readCompleteParams(search);
    const fresh = carriesReturn(params) ? paymentReturnOf(params) : null;
    const found = fresh ? keepReturn(reference, fresh) : keptReturn(reference);
    if (found) {
      setKept(found);
      return;
    }
    const described = paymentReturnOf(params);
    setKept(described ? keepReturn(reference, described) : null);
  }, [reference, search]);

  return { kept, setKept, activity, setActivity };
}
