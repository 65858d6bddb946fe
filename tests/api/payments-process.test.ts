/**
 * The payment provider in the real server process (`npm run serve`), at the most talkative
 * log level: its key survives a restart (a card encrypted before it is paid after it), and
 * after a whole 3-D Secure payment with a stored card and a refused tampered blob, the log
 * holds no trace of the card's blobs, its holder, the challenge id, the redirect result or
 * the stored card's id.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptCard, type EncryptedCard } from '../../src/platform/payments/encrypt-card';
import type { PaymentResponse, ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { request } from './helpers/api';
import { alterBlob, card, paymentBody, postChallengeForm, publicKey } from './helpers/payments';
import { runServer, type Ended } from './helpers/run-process';

const HOLDER = 'Grace Brewster Hopper';
let dataDir: string;
const keys: ProviderPublicKey[] = [];
let fields: EncryptedCard;
const secrets: Record<string, string> = {};
let afterRestart: PaymentResponse;
const logs: Ended[] = [];

async function run<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = runServer(dataDir, { LOG_LEVEL: 'trace' });
  const url = await server.listening();
  try {
    return await work(url);
  } finally {
    server.child.kill('SIGTERM');
    logs.push(await server.ended);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-pay-'));
  await run(async (url) => {
    keys.push(await publicKey(url));
    fields = await encryptCard(card('4000000000003220'), keys[0]!);
    const pay = (body: unknown) =>
      request<PaymentResponse>(`${url}/pay/v1/payments`, { method: 'POST', body });
    const challenged = await pay(
      paymentBody(
        { ...fields, holderName: HOLDER },
        { storePaymentMethod: true, shopperReference: 'log-shopper' },
      ),
    );
    const actionUrl = challenged.body.action!.url;
    secrets['the challenge id'] = actionUrl.split('/').pop()!;
    await fetch(`${url}${actionUrl}`);
    const { redirectResult } = await postChallengeForm(url, actionUrl, 'outcome=approve');
    secrets['the redirect result'] = redirectResult;
    const done = await request<PaymentResponse>(`${url}/pay/v1/payments/details`, {
      method: 'POST',
      body: { details: { redirectResult } },
    });
    secrets['the stored card id'] = done.body.additionalData['tokenization.storedPaymentMethodId']!;
    await pay(
      paymentBody({ ...fields, encryptedCardNumber: alterBlob(fields.encryptedCardNumber, 'iv') }),
    );
  });
  afterRestart = await run(async (url) => {
    keys.push(await publicKey(url));
    // encrypted before the restart: decrypts after it
    const retried = await request<PaymentResponse>(`${url}/pay/v1/payments`, {
      method: 'POST',
      body: paymentBody(fields, { amount: { value: 500, currency: 'EUR' } }),
    });
    return retried.body;
  });
}, 180_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the provider in the server process', () => {
  it('keeps its key across a restart', () => {
    expect(keys[1]).toEqual(keys[0]);
    expect(afterRestart.resultCode).toBe('RedirectShopper');
  });

  it('logged the payment requests (what is searched below is there to be found)', () => {
    expect(logs[0]!.stdout).toContain('/pay/v1/payments/details');
    expect(logs[0]!.stdout).toContain('/pay/v1/challenge/[redacted]');
  });

  it('holds no trace of the card, its holder or the payment’s capabilities', () => {
    const log = logs.map((ended) => `${ended.stdout}\n${ended.stderr}`).join('\n');
    expect(secrets['the stored card id']).toMatch(/^SPM/);
    const all = {
      ...secrets,
      'the holder name': HOLDER,
      'the card number': '4000000000003220',
      'an encrypted field': fields.encryptedCardNumber,
      'an encrypted field’s ciphertext': fields.encryptedSecurityCode.split('$')[4]!,
    };
    for (const [label, secret] of Object.entries(all))
      expect({ label, found: log.includes(secret) }).toEqual({ label, found: false });
  });
});
