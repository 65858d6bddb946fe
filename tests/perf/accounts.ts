/**
 * `npm run bench:accounts`: the cost of accounts on the real server (issue 14 "Benchmark"), on
 * PGlite, at 10 connections — sign-in (InitiateAuth USER_PASSWORD_AUTH on /identity, the
 * argon2id check of the password included) spread over ten accounts, and an account's API call
 * (GET /api/v1/addresses, its bearer token verified against the pool's key set). Prints req/s
 * and p50/p95/p99; exits 1 when any request failed. The identity provider's attempt limits are
 * turned off (IDENTITY_RATE_LIMIT_* 0) so the bench measures the work, not its 429s.
 * LOAD_SECONDS (5) a cell after a 1 s warm-up; port BENCH_PORT (8130).
 */
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { ACCOUNT_API } from '../../src/shared/api/account-paths';
import {
  IDENTITY_CONTENT_TYPE,
  IDENTITY_PATHS,
  IDENTITY_TARGET_PREFIX,
} from '../../src/shared/api/identity';
import { CLIENT_ID, identityOk } from '../api/helpers/identity-client';
import { startBenchShop, type Shop } from './load/bench-shop';
import { printRows, type PrintedRow } from './load/print-rows';
import { runCell } from './load/run-cell';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const PORT = Number(process.env.BENCH_PORT ?? 8130);
const CONNECTIONS = 10;
const ACCOUNTS = 10;

interface Account {
  email: string;
  password: string;
  accessToken: string;
}

/** Signs up and confirms with the code from the development mailbox, then signs in. */
async function newAccount(url: string): Promise<Account> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = `Vitrine ${randomUUID()}`;
  await identityOk(url, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  const mailbox = await fetch(`${url}/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await mailbox.json()) as { messages: Array<{ code: string | null }> };
  const code = messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`no code reached the mailbox for ${email}`);
  await identityOk(url, 'ConfirmSignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    ConfirmationCode: code,
  });
  const signedIn = await identityOk<{ AuthenticationResult: { AccessToken: string } }>(
    url,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  );
  return { email, password, accessToken: signedIn.AuthenticationResult.AccessToken };
}

/** InitiateAuth, each request for the next of the accounts. */
function signInRequest(accounts: readonly Account[]): autocannon.Request {
  let next = 0;
  return {
    method: 'POST',
    path: IDENTITY_PATHS.endpoint,
    headers: {
      'content-type': IDENTITY_CONTENT_TYPE,
      'x-amz-target': `${IDENTITY_TARGET_PREFIX}InitiateAuth`,
    },
    setupRequest(request) {
      const account = accounts[next++ % accounts.length]!;
      return {
        ...request,
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: CLIENT_ID,
          AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
        }),
      };
    },
  };
}

/** An account's own call: the bearer token verified, then its address book read. */
function accountCallRequest(accounts: readonly Account[]): autocannon.Request {
  let next = 0;
  return {
    method: 'GET',
    path: `${ACCOUNT_API.addresses}?siteTag=vitrine-gb&lang=en`,
    setupRequest(request) {
      const account = accounts[next++ % accounts.length]!;
      return {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${account.accessToken}` },
      };
    },
  };
}

async function measure(shop: Shop): Promise<PrintedRow[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(await newAccount(shop.url));
  console.error(`  ${accounts.length} accounts signed up and confirmed`);
  const cells: Array<[string, () => autocannon.Request]> = [
    ['sign-in', () => signInRequest(accounts)],
    ['account call', () => accountCallRequest(accounts)],
  ];
  const rows: PrintedRow[] = [];
  for (const [kind, request] of cells) {
    const cell = { url: shop.url, connections: CONNECTIONS };
    await runCell({ ...cell, seconds: WARMUP_SECONDS, request: request() });
    const result = await runCell({ ...cell, seconds: SECONDS, request: request() });
    rows.push({ setup: 'PGlite', kind, connections: CONNECTIONS, ...result });
    console.error(`  ${kind}: ${Math.round(result.requestsPerSecond)} req/s`);
  }
  return rows;
}

let shop: Shop | undefined;
let rows: PrintedRow[] = [];
try {
  shop = await startBenchShop(PORT, undefined, {
    IDENTITY_RATE_LIMIT_ADDRESS: '0',
    IDENTITY_RATE_LIMIT_ACCOUNT: '0',
  });
  rows = await measure(shop);
} catch (error) {
  console.error(`bench:accounts stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await shop?.stop();
}
if (rows.length > 0) {
  const ok = printRows(rows, () => undefined) && process.exitCode !== 1;
  console.log(ok ? 'OK: no request failed' : 'FAIL: requests failed');
  process.exitCode = ok ? 0 : 1;
}
