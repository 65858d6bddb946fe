import { describe, expect, it, vi } from 'vitest';
import { fetchDeployedBuild, isNewerBuild } from './build-check';

const current = { buildId: 'a', buildDate: '2026-11-20T10:00:00.000Z' };

describe('isNewerBuild', () => {
  it('is true for another build made later', () => {
    expect(isNewerBuild({ buildId: 'b', buildDate: '2026-11-21T10:00:00.000Z' }, current)).toBe(
      true,
    );
  });
  it('is false for the same build, or an older one (a rollback in progress elsewhere)', () => {
    expect(isNewerBuild(current, current)).toBe(false);
    expect(isNewerBuild({ buildId: 'c', buildDate: '2026-11-19T10:00:00.000Z' }, current)).toBe(
      false,
    );
  });
});

describe('fetchDeployedBuild', () => {
  it('does not ask while the device is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetcher = vi.fn(async () => Response.json(current));
    expect(await fetchDeployedBuild(fetcher)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('asks with a random cache-buster, bypassing the HTTP cache, with a timeout', async () => {
    const fetcher = vi.fn(async () => Response.json(current));
    expect(await fetchDeployedBuild(fetcher)).toEqual(current);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/metadata-v2\.json\?v=[a-z0-9]+$/);
    expect(init.cache).toBe('no-store');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    await fetchDeployedBuild(fetcher);
    expect((fetcher.mock.calls[1] as unknown as [string])[0]).not.toBe(url);
  });
  it('is null when offline or when the answer is not metadata', async () => {
    expect(await fetchDeployedBuild(async () => Promise.reject(new TypeError('offline')))).toBe(
      null,
    );
    expect(await fetchDeployedBuild(async () => Response.json({ nope: 1 }))).toBe(null);
    expect(await fetchDeployedBuild(async () => new Response('', { status: 404 }))).toBe(null);
  });
});
