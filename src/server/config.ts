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
});

const INTEGER_VARIABLES = ['PORT', 'SEED_PRODUCTS'] as const;

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
  };
}
