// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage(load);
    expect(Page.isLoaded()).toBe(false);
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
    renderInSuspense(<Page name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when the chunk is not loaded yet', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage(load);
    renderInSuspense(<Page name="Grace" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches a failed chunk again on the next attempt', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('dynamically imported');
    expect(Page.isLoaded()).toBe(false);
    await act(() => Page.preload());
    expect(Page.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
