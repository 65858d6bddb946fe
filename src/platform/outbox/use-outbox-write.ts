/**
 * The state of one replayable write for the UI: 'pending' while the worker holds it (shown as
 * "Saved — will be sent when you're back online"), then 'sent' (or 'failed' if the server
 * refused it) when the worker reports it. A purge (sign-out) drops the write: no state at all.
 */
import { useEffect, useState } from 'react';
import { OUTBOX_MESSAGES } from '../../shared/sw-messages';
import { subscribeOutbox } from './outbox-client';

export type OutboxWriteState = 'pending' | 'sent' | 'failed';

export function useOutboxWrite(outboxId: string | null): OutboxWriteState | null {
  const [state, setState] = useState<{ id: string; value: OutboxWriteState | null } | null>(null);
  useEffect(() => {
    if (!outboxId) return;
    return subscribeOutbox((event) => {
      if (event.type === OUTBOX_MESSAGES.sent && event.outboxId === outboxId) {
        setState({ id: outboxId, value: event.ok ? 'sent' : 'failed' });
      } else if (event.type === 'OUTBOX_PURGED') {
        setState((current) =>
          current?.id === outboxId && current.value !== null
            ? current
            : { id: outboxId, value: null },
        );
      }
    });
  }, [outboxId]);
  if (!outboxId) return null;
  return state?.id === outboxId ? state.value : 'pending';
}
