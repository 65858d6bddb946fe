// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { FAVOURITE_ANIMATION_MS } from '../../../shared/constants';
import { FAVOURITES_STORAGE_KEY } from '../store/favourites-storage';
import { FavouriteButton } from './favourite-button';

function renderButton() {
  const env = createTestEnvironment({ path: '/' });
  render(<FavouriteButton variantId="p1-navy" productName="Linen wrap dress" productId="p1" />, {
    wrapper: env.wrapper,
  });
  return screen.getByRole('button', { name: 'Save Linen wrap dress to favourites' });
}

beforeEach(() => {
  localStorage.clear();
  // The server copy is not under test here: every call fails as if offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FavouriteButton', () => {
  it('adds with the grow animation, removes on the second press, and stores variant ids', () => {
    vi.useFakeTimers();
    const button = renderButton();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('data-grow')).toBe('true');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual(['p1-navy']);
    act(() => vi.advanceTimersByTime(FAVOURITE_ANIMATION_MS));
    expect(button.getAttribute('data-grow')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('data-grow')).toBe('false');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('follows a change another tab made to local storage', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(['p1-navy']));
    const button = renderButton();
    // the stored list is read when the page is idle
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    act(() => {
      localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([]));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY }));
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
