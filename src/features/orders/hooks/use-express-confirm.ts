import { useState } from 'react';
import { useSite } from '../../../platform/site/site-context';

export interface ExpressConfirmState {
  agreed: ReadonlySet<string>;
  setAgreed: (id: string, ticked: boolean) => void;
  /** every agreement of the site is ticked: Pay now may be pressed */
  allAgreed: boolean;
  pay: () => void;
}

/**
 * Talon of the express order's confirmation: the site's agreements, each starting unticked
 * (spec §3), and Pay now, which sends them all — only once every one is ticked (the shop refuses
 * the order without them, 422 AGREEMENTS_REQUIRED).
 */
export function useExpressConfirm(
  confirm: (agreements: string[]) => void,
  sending: boolean,
): ExpressConfirmState {
  const { config } = useSite();
  const [agreed, setAgreedIds] = useState<ReadonlySet<string>>(new Set());
  const required = config.agreements.map((agreement) => agreement.id);
  const allAgreed = required.every((id) => agreed.has(id));
  return {
    agreed,
    allAgreed,
    setAgreed: (id, ticked) =>
      setAgreedIds((old) => {
        const next = new Set(old);
        if (ticked) next.add(id);
        else next.delete(id);
        return next;
      }),
    pay: () => {
      if (allAgreed && !sending) confirm(required);
    },
  };
}
