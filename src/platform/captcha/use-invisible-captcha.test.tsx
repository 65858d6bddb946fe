// @vitest-environment jsdom
import { createHash, randomBytes } from 'node:crypto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { decodeSolution, type CaptchaChallenge } from '../../shared/captcha/captcha-protocol';
import { testSite } from '../testing/site-fixture';
import { createTestEnvironment } from '../testing/test-providers';
import { captchaErrorLabel } from './captcha-errors';
import { useInvisibleCaptcha } from './use-invisible-captcha';

/** The provider's challenge endpoint: v3 challenges of a small size, counted. */
function provider() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://shop.test');
      asked.push(`${parsed.pathname}?${parsed.searchParams}`);
      const salt = randomBytes(16).toString('hex');
      const body: CaptchaChallenge = {
        algorithm: 'SHA-256',
        challenge: createHash('sha256').update(`${salt}17`).digest('hex'),
        maxnumber: 50,
        salt,
        expires: Math.floor(Date.now() / 1000) + 120,
        kind: 'v3',
        signature: '0'.repeat(64),
      };
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function render(invisible: boolean | undefined, onDemand = false) {
  const config = {
    ...testSite.config,
    integrations: {
      ...testSite.config.integrations,
      ...(invisible === undefined ? {} : { captcha: { invisible } }),
    },
  };
  const env = createTestEnvironment({ site: { ...testSite, config } });
  return renderHook(() => useInvisibleCaptcha({ onDemand }), { wrapper: env.wrapper });
}

describe('useInvisibleCaptcha', () => {
  it('where the site enables it, makes a v3 token on mount and hands it once', async () => {
    const asked = provider();
    const { result, unmount } = render(true);
    await waitFor(() => expect(asked).toEqual(['/captcha/v1/challenge?kind=v3']));
    const token = await result.current.take();
    expect(decodeSolution(token!)).toMatchObject({ kind: 'v3', number: 17 });
    // the next one is on its way at once
    expect(asked).toHaveLength(2);
    unmount();
  });

  it('on demand, makes nothing until warmed or taken', async () => {
    const asked = provider();
    const { result, unmount } = render(true, true);
    // the mount's effects have run: a token made on mount would have been asked for by now
    await waitFor(() => expect(result.current.warm).toBeTypeOf('function'));
    expect(asked).toEqual([]);
    result.current.warm();
    await waitFor(() => expect(asked).toEqual(['/captcha/v1/challenge?kind=v3']));
    const token = await result.current.take();
    expect(decodeSolution(token!)).toMatchObject({ kind: 'v3', number: 17 });
    unmount();

    const taken = render(true, true);
    const direct = await taken.result.current.take();
    expect(decodeSolution(direct!)).toMatchObject({ kind: 'v3' });
    taken.unmount();
  });

  it('makes nothing where the site leaves it off or says nothing', async () => {
    for (const invisible of [false, undefined]) {
      const asked = provider();
      const { result, unmount } = render(invisible);
      await expect(result.current.take()).resolves.toBeUndefined();
      expect(asked).toEqual([]);
      unmount();
    }
  });
});

describe('captchaErrorLabel', () => {
  it('names the captcha failures a caller shows, and nothing else', () => {
    const cancelled = new ApiError(428, 'CAPTCHA_CANCELLED', 'cancelled');
    expect(captchaErrorLabel(cancelled)).toBe('WEB.CAPTCHA.CANCELLED');
    expect(captchaErrorLabel(new ApiError(428, 'CAPTCHA_REQUIRED', 'x'))).toBe(
      'WEB.CAPTCHA.REQUIRED',
    );
    expect(captchaErrorLabel(new ApiError(422, 'ADRESULT_REFUSED', 'x'))).toBeUndefined();
    expect(captchaErrorLabel(new Error('x'))).toBeUndefined();
  });
});
