// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { NotFoundPage } from './not-found-page';

const files: Record<string, unknown> = {
  '/gb/data/en/redirects.json': { redirects: { '/womens': '/women' } },
  '/gb/data/en/navTree.json': { items: [] },
};

beforeEach(() => {
  window.dataLayer = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = files[url];
      return body
        ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
        : new Response('<html></html>', { status: 404, headers: { 'content-type': 'text/html' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotFoundPage', () => {
  it('replaces a path found in the redirects map, without a page-not-found event', async () => {
    const env = createTestEnvironment({ path: '/womens?color=red' });
    render(<NotFoundPage />, { wrapper: env.wrapper });
    await waitFor(() => expect(env.history.at(-1)).toBe('/women?color=red'));
    expect(env.history).not.toContain('/womens?color=red');
    // (the test has no route table, so the page stays and sees /women next; /womens is never reported)
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ path: '/womens' }));
  });

  it('renders the 404 and reports page not found once for an unknown path', async () => {
    const env = createTestEnvironment({ path: '/nowhere' });
    render(<NotFoundPage />, { wrapper: env.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ type: 'pageNotFound', path: '/nowhere' }),
    ]);
  });

  it('treats a site without redirects.json as having none', async () => {
    delete files['/gb/data/en/redirects.json'];
    const env = createTestEnvironment({ path: '/womens' });
    render(<NotFoundPage />, { wrapper: env.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
