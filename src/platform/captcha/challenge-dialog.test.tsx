// @vitest-environment jsdom
import { createHash, randomBytes } from 'node:crypto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_CHALLENGE_HEADER,
  decodeSolution,
  type CaptchaChallenge,
} from '../../shared/captcha/captcha-protocol';
import { SESSION_HEADER } from '../../shared/api/paths';
import { createTestEnvironment, type TestEnvironment } from '../testing/test-providers';
import { ChallengeHost } from './challenge-host';

/**
 * A payment call answered 428 opens the dialog the shell's host shows; the shopper ticks "I'm
 * not a robot", the device solves the challenge and the call goes again with the solution. The
 * shop is a stand-in that issues real proof-of-work challenges (hashed with Node's crypto, as
 * the provider does) and lets a payment through only with a solution of one it issued.
 */

// jsdom has no modal dialogs: showModal and close as the browser's set `open`
beforeAll(async () => {
  // the host fetches the dialog's chunk on the first 428; transformed once here, not in a test
  await import('./challenge-dialog');
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

interface Shop {
  payments: Array<{ solution: string | null }>;
  /** the challenge endpoint answers 503 while false */
  providerUp: boolean;
}

function fakeShop(): Shop {
  const shop: Shop = { payments: [], providerUp: true };
  const issued = new Set<string>();
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://shop.test').pathname;
      if (path === '/api/basic-session')
        return new Response('{}', { status: 201, headers: { [SESSION_HEADER]: 'session-1' } });
      if (path === '/captcha/v1/challenge') {
        if (!shop.providerUp)
          return json({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }, 503);
        const salt = randomBytes(16).toString('hex');
        const challenge = createHash('sha256').update(`${salt}${4321}`).digest('hex');
        issued.add(challenge);
        const body: CaptchaChallenge = {
          algorithm: 'SHA-256',
          challenge,
          maxnumber: 5000,
          salt,
          expires: Math.floor(Date.now() / 1000) + 600,
          kind: 'v2',
          signature: '0'.repeat(64),
        };
        return json(body);
      }
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const solution = headers[CAPTCHA_CHALLENGE_HEADER] ?? null;
      shop.payments.push({ solution });
      const solved = decodeSolution(solution ?? '') as
        { salt?: string; number?: number; challenge?: string } | undefined;
      const valid =
        solved?.challenge !== undefined &&
        issued.delete(solved.challenge) &&
        createHash('sha256').update(`${solved.salt}${solved.number}`).digest('hex') ===
          solved.challenge;
      if (!valid)
        return json({ status: 428, code: 'CAPTCHA_REQUIRED', message: 'Solve the challenge' }, 428);
      return json({ orderReference: 'ABCDE-12345', status: 'PAID' });
    }),
  );
  return shop;
}

let env: TestEnvironment;
let shop: Shop;

beforeEach(() => {
  sessionStorage.clear();
  shop = fakeShop();
  env = createTestEnvironment();
  render(
    <>
      <button type="button">Place order</button>
      <ChallengeHost />
    </>,
    { wrapper: env.wrapper },
  );
  screen.getByRole('button', { name: 'Place order' }).focus();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function placeOrder() {
  return env.api.fetch<{ status: string }>('/api/checkout/payment', {
    method: 'POST',
    body: { expectedTotal: 100 },
    headers: { 'idempotency-key': 'order-1' },
    captcha: true,
  });
}

const openDialog = () =>
  screen.findByRole('dialog', { name: 'A quick check before you pay again' });
const robotBox = () => screen.getByRole('checkbox', { name: 'I’m not a robot' });

describe('the challenge dialog', () => {
  it('opens on a 428 with the tick box focused; ticking it solves the challenge and the call goes again', async () => {
    const placing = placeOrder();
    const dialog = await openDialog();
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(robotBox().getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(robotBox());

    act(() => robotBox().click());
    expect(screen.getByRole('status').textContent).toBe('Checking… this takes a moment.');
    expect(robotBox().getAttribute('aria-disabled')).toBe('true');

    await expect(placing).resolves.toEqual({ orderReference: 'ABCDE-12345', status: 'PAID' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shop.payments.map((payment) => payment.solution !== null)).toEqual([false, true]);
    // focus is back on what the shopper pressed
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place order' }));
  });

  it('Cancel rejects the call with CAPTCHA_CANCELLED and sends nothing more', async () => {
    const placing = placeOrder();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(placing).rejects.toMatchObject({ status: 428, code: 'CAPTCHA_CANCELLED' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shop.payments).toHaveLength(1);
  });

  it('Escape (the dialog’s cancel event) cancels as Cancel does, even while solving', async () => {
    const placing = placeOrder();
    const dialog = await openDialog();
    act(() => robotBox().click());
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await expect(placing).rejects.toMatchObject({ code: 'CAPTCHA_CANCELLED' });
    expect(shop.payments).toHaveLength(1);
  });

  it('leaving the page cancels it: the dialog goes and nothing more is sent', async () => {
    const placing = placeOrder();
    await openDialog();
    act(() => env.navigate('/checkout/payment'));
    await expect(placing).rejects.toMatchObject({ status: 428, code: 'CAPTCHA_CANCELLED' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shop.payments).toHaveLength(1);
  });

  it('says so when the check cannot run, and the box can be ticked again', async () => {
    shop.providerUp = false;
    const placing = placeOrder();
    await openDialog();
    act(() => robotBox().click());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The check couldn’t be done. Please make sure you’re online and tick the box again.',
      ),
    );
    expect(robotBox().getAttribute('aria-disabled')).toBe('false');
    shop.providerUp = true;
    act(() => robotBox().click());
    await expect(placing).resolves.toMatchObject({ status: 'PAID' });
  });

  it('keyboard: the tick box and Cancel are buttons in the tab order, nothing else', async () => {
    void placeOrder().catch(() => undefined);
    const dialog = await openDialog();
    const focusable = [
      ...dialog.querySelectorAll<HTMLElement>('button, [href], input, [tabindex]'),
    ];
    expect(focusable.map((element) => element.tagName)).toEqual(['BUTTON', 'BUTTON']);
    expect(focusable.map((element) => element.tabIndex)).toEqual([0, 0]);
    expect(focusable[1]).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(focusable[1]!);
  });
});
