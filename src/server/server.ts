/**
 * Starts the server (`npm run serve`): reads the configuration, builds the app, listens, and
 * shuts down gracefully on SIGINT/SIGTERM — stops accepting connections, lets requests in
 * flight finish, closes the database, exits 0. A second signal, or a shutdown that hangs,
 * exits at once with 1.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DatabaseStartError } from './db/database-start-error';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  // The server renders pages with React, which picks its build by NODE_ENV when the render
  // loads (inside buildApp): unset, that is the development build, which checks every element
  // and renders several times slower. A server is production unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  const config = readConfig();
  const app = await buildApp(config).catch((error: unknown) => {
    // buildApp has logged anything else; this one is for the operator, in plain words.
    if (error instanceof DatabaseStartError)
      console.error(`Vitrine cannot start.\n${error.message}`);
    process.exit(1);
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    await app.close();
    process.exit(1);
  }
  app.log.info({ startupMs: Math.round(performance.now() - started) }, 'server ready');
  // A parent that started this process with an IPC channel (the journeys, the benches) learns
  // the moment it listens, instead of polling the port.
  process.send?.({ type: 'vitrine:ready' });
  process.channel?.unref();

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => {
        app.log.info('server stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
