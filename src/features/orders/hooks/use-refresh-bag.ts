import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderStatus } from '../../../shared/api/order';
import { cartKeys } from '../../cart';

/**
 * The header's bag shows the server's cart once the order is placed: the paid units have left
 * it, a cancelled order's are still there. Asked again when the page opens and whenever the
 * order's status changes (a pending payment confirmed).
 */
export function useRefreshBag(status: OrderStatus | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [queryClient, status]);
}
