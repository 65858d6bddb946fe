/**
 * LISTEN on PostgreSQL: a connection of its own (a pooled one would be handed to queries and
 * returned), kept open for as long as the server runs. When it drops — a restart, a failover,
 * an idle timeout on the way — it is opened again, with a growing pause between attempts
 * (up to RECONNECT_MAX_MS). Whatever was notified while no connection listened is lost, so
 * `onNotification` is also called after every (re)connect: the listener checks for itself.
 */
import pg from 'pg';

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;

export interface PostgresListener {
  close(): Promise<void>;
}

export function listenOnPostgres(
  url: string,
  channel: string,
  onNotification: () => void,
  onError: (error: unknown) => void,
): PostgresListener {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    const pause = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures++);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, pause);
    // Reconnecting never keeps the process alive on its own.
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `listen ${channel}` });
    // An error ends the connection; the end of one that listened schedules the next attempt
    // (an attempt that fails before it listens retries below).
    next.on('error', onError);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      reconnectLater();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      onError(error);
      await next.end().catch(() => undefined);
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    onNotification();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
