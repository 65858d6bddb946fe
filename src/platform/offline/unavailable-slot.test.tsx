// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context';
import {
  OfflineUnavailable,
  UnavailablePanelProvider,
  useUnavailableOffline,
  type PageDataQuery,
  type UnavailablePanelProps,
} from './unavailable-slot';

let online = true;

function setNetwork(value: boolean): void {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

function query(state: Partial<PageDataQuery> = {}): PageDataQuery {
  return { data: undefined, isError: false, isPaused: false, refetch: vi.fn(), ...state };
}

function Probe({ queries }: { queries: PageDataQuery[] }) {
  return <p>{useUnavailableOffline(...queries) ? 'unavailable' : 'shown'}</p>;
}

const labels = {
  'WEB.OFFLINE.UNAVAILABLE.TITLE': 'Not available offline',
  'WEB.OFFLINE.INDICATOR': 'Visited pages still work',
};

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useUnavailableOffline', () => {
  it('is false online, even for a failed query (that is an ordinary error)', () => {
    render(<Probe queries={[query({ isError: true })]} />);
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it.each([
    ['failed', { isError: true }, 'unavailable'],
    ['paused for the network', { isPaused: true }, 'unavailable'],
    ['failed once, retries to come', { failureCount: 1 }, 'unavailable'],
    ['failed to refresh but has data', { isError: true, data: { cached: true } }, 'shown'],
    ['still loading from a cache', {}, 'shown'],
  ])('offline, a query that %s → %s', (_, state, expected) => {
    online = false;
    render(<Probe queries={[query(), query(state)]} />);
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('retries failed queries once when the network returns', () => {
    const failed = query({ isError: true });
    const fine = query({ data: 1 });
    render(<Probe queries={[failed, fine]} />);
    setNetwork(false);
    expect(screen.getByText('unavailable')).toBeTruthy();
    expect(failed.refetch).not.toHaveBeenCalled();
    setNetwork(true);
    expect(screen.getByText('shown')).toBeTruthy();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(failed.refetch).toHaveBeenCalledWith({ cancelRefetch: false });
    expect(fine.refetch).not.toHaveBeenCalled();
  });

  it('does not retry on an ordinary online → offline → online when nothing was missing', () => {
    const fine = query({ data: 1 });
    render(<Probe queries={[fine]} />);
    setNetwork(false);
    setNetwork(true);
    expect(fine.refetch).not.toHaveBeenCalled();
  });
});

describe('OfflineUnavailable', () => {
  it('renders the panel the app provides, with the heading level asked for', () => {
    const panel = ({ headingLevel }: UnavailablePanelProps) => <p>panel h{headingLevel}</p>;
    render(
      <I18nProvider language="en" labels={labels}>
        <UnavailablePanelProvider value={panel}>
          <OfflineUnavailable headingLevel={2} />
        </UnavailablePanelProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('panel h2')).toBeTruthy();
  });

  it('says the page is not available offline when no panel is provided', () => {
    render(
      <I18nProvider language="en" labels={labels}>
        <OfflineUnavailable headingLevel={1} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not available offline' })).toBeTruthy();
  });
});
