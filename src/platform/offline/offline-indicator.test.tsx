// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../i18n/i18n-context';
import { OfflineIndicator } from './offline-indicator';

let online = true;

function setNetwork(value: boolean): void {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

const labels = {
  'WEB.OFFLINE.INDICATOR': 'Offline: visited pages still work',
  'WEB.OFFLINE.CONNECTION_NEEDED': 'Offline: your bag is saved',
  'WEB.OFFLINE.BACK_ONLINE': 'Back online',
};

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <I18nProvider language="en" labels={labels}>
      <Router hook={hook}>
        <OfflineIndicator />
      </Router>
    </I18nProvider>,
  );
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineIndicator', () => {
  it('is an empty live region online, and says so when the network goes', () => {
    renderAt('/');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    setNetwork(false);
    expect(status.textContent).toBe('Offline: visited pages still work');
    setNetwork(true);
    expect(status.textContent).toBe('Back online');
  });

  it('on checkout says a connection is needed and the bag is kept', () => {
    online = false;
    renderAt('/checkout/basket');
    expect(screen.getByRole('status').textContent).toBe('Offline: your bag is saved');
  });
});
