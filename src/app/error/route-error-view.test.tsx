// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../platform/testing/test-providers';
import { RELOAD_DELAY_MS } from '../../shared/constants';
import { RouteErrorView } from './route-error-view';

let online = true;
const reload = vi.fn();

function setNetwork(value: boolean): void {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

function renderChunkFailure() {
  const { wrapper } = createTestEnvironment();
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/review.js');
  return render(<RouteErrorView error={error} onRetry={() => undefined} />, { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  sessionStorage.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});
afterEach(() => {
  cleanup();
  reload.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('RouteErrorView for a chunk that failed to load', () => {
  it('online: says the shop is updating and reloads once into the new build', () => {
    renderChunkFailure();
    expect(screen.getByRole('heading', { level: 1, name: 'Updating the shop' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(RELOAD_DELAY_MS));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offline: says the page is not available offline and reloads only once back online', () => {
    online = false;
    renderChunkFailure();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page isn’t available offline' }),
    ).toBeTruthy();
    act(() => void vi.advanceTimersByTime(RELOAD_DELAY_MS * 5));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);

    setNetwork(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Updating the shop' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(RELOAD_DELAY_MS));
    expect(reload).toHaveBeenCalledOnce();
  });
});
