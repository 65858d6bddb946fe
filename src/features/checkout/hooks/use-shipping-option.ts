import { useState } from 'react';
import type { Cart } from '../../../shared/domain/cart';
import { useSendShippingOption } from '../api/checkout-writes';

export interface ShippingOptionState {
  /** the option shown as chosen: the one being sent, else the cart's */
  selected: string | null;
  /** the last choice was refused: the previous one is shown again */
  failed: boolean;
  busy: boolean;
  choose: (id: string) => void;
}

/**
 * Choosing a shipping option (POST /api/shipping). The choice shows at once; the cart's answer
 * replaces it, and a refused one rolls back to the option the cart still holds, with the error
 * shown beside the options.
 */
export function useShippingOption(cart: Cart): ShippingOptionState {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const send = useSendShippingOption();
  const choose = (id: string) => {
    setPending(id);
    setFailed(false);
    send.mutate(id, {
      onError: () => setFailed(true),
      onSettled: () => setPending(null),
    });
  };
  return { selected: pending ?? cart.shipping.selected, failed, busy: send.isPending, choose };
}
