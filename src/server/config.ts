/**
 * Server configuration, read from the environment once at start and validated with a TypeBox
 * schema, so a typo in PORT or LOG_LEVEL stops the process with a readable message instead of
 * surfacing later as an odd runtime failure.
 */
import { resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const LogLevelSchema = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
    Type.Literal(level),
  ),
);

/** The environment as read: names and defaults of the documented variables. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DIST_DIR: Type.String({ minLength: 1, default: './dist' }),
  SSR_DIR: Type.String({ minLength: 1, default: './dist-server' }),
  PUBLIC_DIR: Type.String({ minLength: 1, default: './public' }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  SEED_PRODUCTS: Type.Integer({ minimum: 1, maximum: 100_000, default: 640 }),
  SESSION_IDLE_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
  // Requests per client (IP address) per minute; 0 turns a limit off. Far above what a shopper
  // sends (a listing page is one search, a visit one or two sessions), low enough to stop a
  // script from flooding the shop.
  RATE_LIMIT_SESSIONS: Type.Integer({ minimum: 0, default: 120 }),
  RATE_LIMIT_SEARCH: Type.Integer({ minimum: 0, default: 1200 }),
  RATE_LIMIT_EVENTS: Type.Integer({ minimum: 0, default: 600 }),
  RATE_LIMIT_WRITES: Type.Integer({ minimum: 0, default: 600 }),
  // The guest order lookup and its links: a shopper needs a few tries, someone guessing
  // references or e-mails needs thousands.
  RATE_LIMIT_ORDER_LOOKUP: Type.Integer({ minimum: 0, default: 30 }),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  // The demo's short campaign runs from each server start for this long (README "Demo promotions").
  DEMO_CAMPAIGN_MINUTES: Type.Integer({ minimum: 1, maximum: 10_080, default: 5 }),
  // 1 registers the routes journeys use to change the shop (POST /__test/stock); never in production.
  VITRINE_TEST_HOOKS: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  // The card payment provider's base URL (docs/payments.md); unset: this process's own /pay.
  PAYMENTS_PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  // The merchant key the provider asks of the shop's calls, and the client sends; unset: none.
  PAYMENTS_API_KEY: Type.Optional(Type.String({ minLength: 16 })),
  // An order left AWAITING_PAYMENT this long is settled by what the provider did with it
  // (docs/payments.md "Reconciliation"); one whose provider page (3-D Secure, PayPal, the bank,
  // Alipay) is still unanswered, or whose bank payment is still pending, after the second is
  // cancelled at the provider and in the shop, and its units given back.
  ORDER_RECONCILE_GRACE_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 5 }),
  ORDER_CHALLENGE_ABANDON_MINUTES: Type.Integer({ minimum: 1, maximum: 10_080, default: 30 }),
  // Refused payments within the window after which the next attempt needs a solved challenge
  // (docs/api.md "Captcha"), per shopping session and per client address; 0 turns one off. An
  // address is shared by many shoppers behind one network, so it allows more.
  CAPTCHA_SESSION_REFUSALS: Type.Integer({ minimum: 0, maximum: 1000, default: 3 }),
  CAPTCHA_ADDRESS_REFUSALS: Type.Integer({ minimum: 0, maximum: 100_000, default: 10 }),
  CAPTCHA_WINDOW_MINUTES: Type.Integer({ minimum: 1, maximum: 10_080, default: 60 }),
  // The proof of work's size: the greatest secret number of a visible (v2) and an invisible
  // (v3) challenge. The app tried 40,000–120,000 numbers a second in Chromium slowed 4× like a
  // mid-range phone, on a busy machine: a v2 takes about a second at most there.
  CAPTCHA_V2_MAX_NUMBER: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 50_000 }),
  CAPTCHA_V3_MAX_NUMBER: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 5_000 }),
  // A hosted Cognito user pool the shop API trusts instead of this server's own /identity
  // (docs/api.md "Accounts and identity"): its issuer, app client and, when not the issuer's
  // /.well-known/jwks.json, its key set. Unset: the reference server's own pool.
  IDENTITY_ISSUER: Type.Optional(Type.String({ pattern: '^https://' })),
  IDENTITY_CLIENT_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  IDENTITY_JWKS_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  // The identity provider's attempts (sign-in, codes, resets) per operation: per client address
  // a minute, and per account a quarter of an hour; 0 turns one off.
  IDENTITY_RATE_LIMIT_ADDRESS: Type.Integer({ minimum: 0, default: 30 }),
  IDENTITY_RATE_LIMIT_ACCOUNT: Type.Integer({ minimum: 0, default: 10 }),
  // How long a rotated refresh token still answers (a client's retry after a lost answer, two
  // tabs refreshing at once) before presenting it again revokes its family; Cognito allows 0–60.
  IDENTITY_REFRESH_GRACE_SECONDS: Type.Integer({ minimum: 0, maximum: 60, default: 10 }),
});

const INTEGER_VARIABLES = [
  'PORT',
  'SEED_PRODUCTS',
  'SESSION_IDLE_DAYS',
  'RATE_LIMIT_SESSIONS',
  'RATE_LIMIT_SEARCH',
  'RATE_LIMIT_EVENTS',
  'RATE_LIMIT_WRITES',
  'RATE_LIMIT_ORDER_LOOKUP',
  'DEMO_CAMPAIGN_MINUTES',
  'ORDER_RECONCILE_GRACE_MINUTES',
  'ORDER_CHALLENGE_ABANDON_MINUTES',
  'CAPTCHA_SESSION_REFUSALS',
  'CAPTCHA_ADDRESS_REFUSALS',
  'CAPTCHA_WINDOW_MINUTES',
  'CAPTCHA_V2_MAX_NUMBER',
  'CAPTCHA_V3_MAX_NUMBER',
  'IDENTITY_RATE_LIMIT_ADDRESS',
  'IDENTITY_RATE_LIMIT_ACCOUNT',
  'IDENTITY_REFRESH_GRACE_SECONDS',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests a client may send per minute, by kind of request; 0 means unlimited. */
export interface RateLimits {
  /** POST /api/basic-session */
  sessions: number;
  /** search queries under /search/1/indexes/ */
  search: number;
  /** insights events, POST /search/1/events */
  events: number;
  /** every other POST, PUT, PATCH and DELETE */
  writes: number;
  /** the guest order lookup, POST /api/order/s/query and GET /api/order/s/myOrder */
  orderLookup: number;
}

/** How long a challenge may be solved and redeemed, by kind (a v3 token is renewed every 30 s). */
export const CAPTCHA_TTL_MS = { v2: 10 * 60_000, v3: 2 * 60_000 } as const;

/** The local challenge provider and the refusals that call for it (docs/api.md "Captcha"). */
export interface CaptchaSettings {
  /** refused attempts of one session within the window that call for a challenge; 0: never */
  sessionRefusals: number;
  /** the same for one client address (IPv6: its /64); 0: never */
  addressRefusals: number;
  windowMs: number;
  /** each kind's greatest secret number (the work) and lifetime */
  v2: { maxNumber: number; ttlMs: number };
  v3: { maxNumber: number; ttlMs: number };
}

/** Which user pool's tokens the shop API trusts (identity/require-account.ts). */
export type IdentityTrust =
  /** the reference server's own pool: its keys, issuer `${origin}/identity/{userPoolId}` */
  | { kind: 'local' }
  /** a hosted pool: its issuer, its app client, its JWKS fetched (and cached) over HTTPS */
  | { kind: 'hosted'; issuer: string; clientId: string; jwksUrl: string };

/** The reference identity provider's limits (identity/identity-limits.ts). */
export interface IdentitySettings {
  trust: IdentityTrust;
  /** attempts per operation and client address a minute; 0: unlimited */
  addressLimit: number;
  /** attempts per operation and account a quarter of an hour; 0: unlimited */
  accountLimit: number;
  /** how long a rotated refresh token still answers before its reuse revokes the family */
  refreshGraceMs: number;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** absolute; PGlite keeps its files in `${dataDir}/pglite` */
  dataDir: string;
  /** postgres:// URL of a real PostgreSQL; when absent the embedded PGlite is used */
  databaseUrl?: string;
  /** absolute path of the built PWA */
  distDir: string;
  /**
   * absolute path of the server render of the same build (dist-server/entry-server.js); when
   * absent or built from another build, pages are sent as the app shell, rendered by the browser
   */
  ssrDir?: string;
  /** absolute path of the content files (sites.json, {folder}/themes/config.json) */
  publicDir: string;
  logLevel: LogLevel;
  /** number of demo products generated when the catalogue is empty */
  seedProducts: number;
  /** a shopping session unused for this long expires (sliding: every use extends it) */
  sessionIdleMs: number;
  /** when an order waiting for its payment is reconciled (orders/reconcile-orders.ts) */
  orderReconcile: { graceMs: number; abandonMs: number };
  rateLimits: RateLimits;
  captcha: CaptchaSettings;
  identity: IdentitySettings;
  /**
   * The proxies (addresses or CIDRs, separated by commas) whose X-Forwarded-For names the
   * client (Fastify's trustProxy). Unset: the peer address is the client, which behind a load
   * balancer would put every shopper in one rate-limit bucket.
   */
  trustProxy?: string;
  /** the window of the demo campaign that renews at each start (campaigns/renew-windows.ts) */
  demoCampaignMs: number;
  /**
   * Whether the test hooks are registered (VITRINE_TEST_HOOKS=1: POST /__test/stock, for the
   * journeys). Off unless asked for: a shop that serves shoppers never has them.
   */
  testHooks: boolean;
  /** the card payment provider's base URL; absent: the local provider of this process */
  paymentsProviderUrl?: string;
  /** the payment provider's merchant key (X-API-Key); absent: the provider asks for none */
  paymentsApiKey?: string;
  /**
   * The time campaigns and vouchers are judged at, epoch ms; Date.now unless a test sets it
   * (tests/api build the app with a clock they move). Not read from the environment.
   */
  clock?: () => number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isLogLevel(value: string): value is LogLevel {
  return Value.Check(LogLevelSchema, value);
}

/**
 * Reads and validates the configuration. Empty variables count as unset, so `PORT= npm run
 * serve` means the default rather than an error. Throws ConfigError listing every bad value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value.trim();
  }
  // Convert would silently truncate "1.5" to 1: integers must be written as digits.
  const notDigits = INTEGER_VARIABLES.filter(
    (key) => raw[key] !== undefined && !/^\d+$/.test(raw[key]),
  );
  for (const key of notDigits) delete raw[key];
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  const problems = [
    ...notDigits.map((key) => `${key}: must be a whole number, got "${env[key]}"`),
    ...[...Value.Errors(EnvSchema, converted)].map(
      (error) => `${error.instancePath.replace(/^\//, '') || 'environment'}: ${error.message}`,
    ),
  ];
  const parsed = converted as Static<typeof EnvSchema>;
  if (!isLogLevel(parsed.LOG_LEVEL)) {
    problems.push(`LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  if (parsed.IDENTITY_ISSUER === undefined) {
    if (parsed.IDENTITY_CLIENT_ID !== undefined || parsed.IDENTITY_JWKS_URL !== undefined)
      problems.push(
        'IDENTITY_CLIENT_ID, IDENTITY_JWKS_URL: need IDENTITY_ISSUER (the hosted pool)',
      );
  } else if (parsed.IDENTITY_CLIENT_ID === undefined) {
    problems.push("IDENTITY_CLIENT_ID: required with IDENTITY_ISSUER (the pool's app client id)");
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(parsed.DATA_DIR),
    ...(parsed.DATABASE_URL ? { databaseUrl: parsed.DATABASE_URL } : {}),
    distDir: resolve(parsed.DIST_DIR),
    ssrDir: resolve(parsed.SSR_DIR),
    publicDir: resolve(parsed.PUBLIC_DIR),
    logLevel: parsed.LOG_LEVEL as LogLevel,
    seedProducts: parsed.SEED_PRODUCTS,
    sessionIdleMs: parsed.SESSION_IDLE_DAYS * DAY_MS,
    orderReconcile: {
      graceMs: parsed.ORDER_RECONCILE_GRACE_MINUTES * 60_000,
      abandonMs: parsed.ORDER_CHALLENGE_ABANDON_MINUTES * 60_000,
    },
    rateLimits: {
      sessions: parsed.RATE_LIMIT_SESSIONS,
      search: parsed.RATE_LIMIT_SEARCH,
      events: parsed.RATE_LIMIT_EVENTS,
      writes: parsed.RATE_LIMIT_WRITES,
      orderLookup: parsed.RATE_LIMIT_ORDER_LOOKUP,
    },
    captcha: {
      sessionRefusals: parsed.CAPTCHA_SESSION_REFUSALS,
      addressRefusals: parsed.CAPTCHA_ADDRESS_REFUSALS,
      windowMs: parsed.CAPTCHA_WINDOW_MINUTES * 60_000,
      v2: { maxNumber: parsed.CAPTCHA_V2_MAX_NUMBER, ttlMs: CAPTCHA_TTL_MS.v2 },
      v3: { maxNumber: parsed.CAPTCHA_V3_MAX_NUMBER, ttlMs: CAPTCHA_TTL_MS.v3 },
    },
    identity: {
      trust: parsed.IDENTITY_ISSUER
        ? {
            kind: 'hosted',
            issuer: parsed.IDENTITY_ISSUER.replace(/\/+$/, ''),
            clientId: parsed.IDENTITY_CLIENT_ID!,
            jwksUrl:
              parsed.IDENTITY_JWKS_URL ??
              `${parsed.IDENTITY_ISSUER.replace(/\/+$/, '')}/.well-known/jwks.json`,
          }
        : { kind: 'local' },
      addressLimit: parsed.IDENTITY_RATE_LIMIT_ADDRESS,
      accountLimit: parsed.IDENTITY_RATE_LIMIT_ACCOUNT,
      refreshGraceMs: parsed.IDENTITY_REFRESH_GRACE_SECONDS * 1000,
    },
    ...(parsed.TRUST_PROXY ? { trustProxy: parsed.TRUST_PROXY } : {}),
    demoCampaignMs: parsed.DEMO_CAMPAIGN_MINUTES * 60_000,
    testHooks: parsed.VITRINE_TEST_HOOKS === '1',
    ...(parsed.PAYMENTS_PROVIDER_URL ? { paymentsProviderUrl: parsed.PAYMENTS_PROVIDER_URL } : {}),
    ...(parsed.PAYMENTS_API_KEY ? { paymentsApiKey: parsed.PAYMENTS_API_KEY } : {}),
  };
}
