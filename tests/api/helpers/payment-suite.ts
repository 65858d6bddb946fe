/**
 * The set-up the payment provider's API suites share: a server (PGlite, or PostgreSQL through
 * onEachDatabase) without rate limits, its public key, and requests as the shop sends them.
 * Call inside a suite; the returned object is filled in by its beforeAll.
 */
import { randomUUID } from 'node:crypto';
import { getByRole } from '@testing-library/dom';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect } from 'vitest';
import { providerPayments } from '../../../src/server/db/schema';
import type { PaymentResponse, ProviderPublicKey } from '../../../src/shared/payments/provider-api';
import { request } from './api';
import { NO_RATE_LIMITS } from './fuzz/fuzz-operation';
import { postChallengeForm, publicKey } from './payments';
import type { StartedServer } from './start-server';
import type { StartSuiteServer } from './suite-server';

/** A payment answer, or an error body where a test expects one. */
export type Answer = PaymentResponse & { status?: number; code?: string; message?: string };

export function paymentSuite(start: StartSuiteServer) {
  const suite = {
    server: undefined as unknown as StartedServer,
    key: undefined as unknown as ProviderPublicKey,
    pay: (body: unknown, idempotencyKey: string = randomUUID()) =>
      request<Answer>(`${suite.server.url}/pay/v1/payments`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    details: (redirectResult: string) =>
      request<Answer>(`${suite.server.url}/pay/v1/payments/details`, {
        method: 'POST',
        body: { details: { redirectResult } },
      }),
    /** the rows the provider stored for a reference */
    stored: (reference: string) =>
      suite.server.app.db
        .select()
        .from(providerPayments)
        .where(eq(providerPayments.merchantReference, reference)),
    /**
     * Opens the challenge page and presses the button named `name` as a shopper would: the
     * button found by its role and name, its form posted with the button's own name and value.
     */
    pressOnChallengePage: async (actionUrl: string, name: 'Approve' | 'Fail authentication') => {
      const page = await fetch(`${suite.server.url}${actionUrl}`);
      const { document } = new JSDOM(await page.text()).window;
      const button = getByRole(document.body, 'button', { name }) as HTMLButtonElement;
      const form = button.form!;
      expect(form.method).toBe('post');
      const pressed = new URLSearchParams({ [button.name]: button.value }).toString();
      return postChallengeForm(suite.server.url, form.getAttribute('action')!, pressed);
    },
  };
  beforeAll(async () => {
    suite.server = await start({ rateLimits: NO_RATE_LIMITS });
    suite.key = await publicKey(suite.server.url);
  });
  afterAll(() => suite.server.close());
  return suite;
}
