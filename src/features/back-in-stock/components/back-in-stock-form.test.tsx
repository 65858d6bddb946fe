// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { BackInStockForm } from './back-in-stock-form';

function renderForm() {
  const env = createTestEnvironment({ path: '/' });
  render(
    <BackInStockForm
      variantId="p1-navy"
      sizes={[
        { sku: 'p1-navy-s', label: 'S' },
        { sku: 'p1-navy-l', label: 'L' },
      ]}
    />,
    { wrapper: env.wrapper },
  );
  return screen.getByRole('form', { name: 'Size S is sold out' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BackInStockForm', () => {
  it('refuses an invalid email without calling the server', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('alert').textContent).toMatch(/valid email/);
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the chosen size with an Idempotency-Key and confirms', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ subscribed: true }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), {
      target: { value: 'p1-navy-l' },
    });
    expect(screen.getByRole('form', { name: 'Size L is sold out' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: ' ada@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/ada@example\.com.*size L/),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/marketing\/back-in-stock\?/);
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      variantId: 'p1-navy',
      sku: 'p1-navy-l',
    });
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[\w-]{8,}$/);
  });
});
