/**
 * Talon of the back-in-stock form: validates the email, POSTs the subscription with an
 * Idempotency-Key, and follows it through the outbox when it was made offline (202 queued →
 * 'pending' until the worker reports it sent). Subscribing twice is fine: the server keeps one.
 */
import { useState } from 'react';
import { useApi } from '../../../platform/http/api-context';
import { isQueued, newOutboxKey, noteQueued, useOutboxWrite } from '../../../platform/outbox';
import type { BackInStockBody } from '../../../shared/api/back-in-stock';
import { API, IDEMPOTENCY_HEADER } from '../../../shared/api/paths';
import { isEmailAddress } from '../../../shared/domain/email';
import type { OutboxQueuedBody } from '../../../shared/sw-messages';

export type BackInStockStatus = 'idle' | 'invalid' | 'sending' | 'pending' | 'done' | 'error';

/** What the form sends: the contract's body (the email as typed; it is trimmed here). */
export type BackInStockRequest = BackInStockBody;

export function useBackInStock() {
  const api = useApi();
  const [status, setStatus] = useState<Exclude<BackInStockStatus, 'pending'>>('idle');
  const [outboxId, setOutboxId] = useState<string | null>(null);
  const write = useOutboxWrite(outboxId);

  async function subscribe(request: BackInStockRequest): Promise<void> {
    const email = request.email.trim();
    if (!isEmailAddress(email)) {
      setStatus('invalid');
      return;
    }
    setStatus('sending');
    setOutboxId(null);
    try {
      const result = await api.fetch<OutboxQueuedBody | { subscribed: true }>(API.backInStock, {
        method: 'POST',
        anonymous: true,
        body: { ...request, email },
        headers: { [IDEMPOTENCY_HEADER]: newOutboxKey() },
      });
      if (isQueued(result)) {
        noteQueued();
        setOutboxId(result.outboxId);
      }
      setStatus('done');
    } catch {
      setStatus('error');
    }
  }

  const reset = () => {
    setStatus('idle');
    setOutboxId(null);
  };

  // A queued subscription is "done" for the shopper only once the worker has sent it.
  const shown: BackInStockStatus =
    status === 'done' && write === 'pending' ? 'pending' : write === 'failed' ? 'error' : status;
  return { status: shown, sentLater: write === 'sent', subscribe, reset };
}
