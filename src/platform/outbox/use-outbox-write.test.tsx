// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OUTBOX_MESSAGES } from '../../shared/sw-messages';
import { isQueued, purgeOutbox } from './outbox-client';
import { useOutboxWrite } from './use-outbox-write';

/** A stand-in for navigator.serviceWorker: messages from "the worker" are dispatched on it. */
const container = Object.assign(new EventTarget(), {
  controller: { postMessage: vi.fn() },
  ready: new Promise(() => undefined),
});

function fromWorker(data: unknown) {
  act(() => {
    container.dispatchEvent(new MessageEvent('message', { data }));
  });
}

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('outbox client', () => {
  it('recognises the worker’s queued answer', () => {
    expect(isQueued({ queued: true, outboxId: 'k-12345678' })).toBe(true);
    expect(isQueued({ variantIds: [] })).toBe(false);
    expect(isQueued(null)).toBe(false);
  });

  it('is pending until the worker reports that write sent, and asks for a replay on start', () => {
    const { result, rerender } = renderHook(({ id }) => useOutboxWrite(id), {
      initialProps: { id: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ id: 'key-00000001' });
    expect(result.current).toBe('pending');
    expect(container.controller.postMessage).toHaveBeenCalledWith({
      type: OUTBOX_MESSAGES.replay,
    });
    fromWorker({ type: OUTBOX_MESSAGES.sent, outboxId: 'someone-else', status: 200, ok: true });
    expect(result.current).toBe('pending');
    fromWorker({ type: OUTBOX_MESSAGES.sent, outboxId: 'key-00000001', status: 200, ok: true });
    expect(result.current).toBe('sent');
    rerender({ id: 'key-00000002' });
    expect(result.current).toBe('pending');
    fromWorker({ type: OUTBOX_MESSAGES.sent, outboxId: 'key-00000002', status: 422, ok: false });
    expect(result.current).toBe('failed');
  });

  it('a purge asks the worker to drop the queue, waits for it, and the write is no longer pending', async () => {
    const { result } = renderHook(() => useOutboxWrite('key-00000003'));
    expect(result.current).toBe('pending');
    let purged = false;
    let purging: Promise<unknown> = Promise.resolve();
    act(() => {
      purging = purgeOutbox().then(() => (purged = true));
    });
    expect(container.controller.postMessage).toHaveBeenCalledWith({ type: OUTBOX_MESSAGES.purge });
    expect(result.current).toBeNull();
    await Promise.resolve();
    expect(purged).toBe(false);
    fromWorker({ type: OUTBOX_MESSAGES.pending, count: 0 });
    await purging;
    expect(purged).toBe(true);
  });
});
