// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { useNavMatch } from './use-nav-match';

let online = true;

function setNetwork(value: boolean): void {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('useNavMatch without a navigation tree', () => {
  it('offline, a tree never loaded here is unavailable offline, not a skeleton for ever', async () => {
    setNetwork(false);
    const env = createTestEnvironment();
    const { result } = renderHook(() => useNavMatch('/women/clothing'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('unavailable-offline'));
  });

  it('online, a tree that fails to load is an error to retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = createTestEnvironment();
    const { result } = renderHook(() => useNavMatch('/women/clothing'), { wrapper: env.wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
