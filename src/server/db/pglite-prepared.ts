/**
 * Hot statements on PGlite, sent as PostgreSQL's own clients send a prepared statement: parsed
 * and described once under its name, then each call one message — Bind, Execute, Sync — handed
 * to PGlite in one call, and its answer read here. PGlite's `query()` sends six messages one
 * call each, parses and plans the statement every time, and decodes every message of the answer
 * into objects: for a request whose work is one statement, that was about half its database
 * time (a cart add on the reference machine: 1.4 ms of CPU, 0.8 ms this way).
 *
 * PGlite runs one thing at a time and a caller's transaction spans several calls: a statement
 * here holds the same two locks `query()` holds, so it never runs inside someone else's
 * transaction. Notifications (NOTIFY) raised by a statement sent this way are not delivered to
 * PGlite's listeners: hot statements write no table that notifies (the catalogue's do).
 * Loaded only with PGlite (db/raw-query.ts).
 */
import { protocol, type PGlite } from '@electric-sql/pglite';
import type { HotStatement } from './raw-query';
import { readAnswer, type Column } from './wire-answer';

const { serialize } = protocol;

/** The columns of each statement each open database has prepared, by statement name. */
const prepared = new WeakMap<PGlite, Map<string, Column[]>>();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** An array in PostgreSQL's text format: each element quoted, `"` and `\` escaped. */
const arrayText = (values: readonly unknown[]): string =>
  `{${values
    .map((value) =>
      value === null || value === undefined
        ? 'NULL'
        : `"${String(value as string | number).replace(/["\\]/g, '\\$&')}"`,
    )
    .join(',')}}`;

/** A parameter in PostgreSQL's text format (statements cast their parameters). */
const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : Array.isArray(value)
      ? arrayText(value)
      : String(value as string | number);

/** Parses the statement under its name and learns its result columns and their parsers. */
async function prepare(client: PGlite, statement: HotStatement): Promise<Column[]> {
  const { messages } = await client.execProtocol(
    concat([
      serialize.parse({ name: statement.name, text: statement.text }),
      serialize.describe({ type: 'S', name: statement.name }),
      serialize.sync(),
    ]),
  );
  const description = messages.find((message) => message.name === 'rowDescription') as
    { fields: { name: string; dataTypeID: number }[] } | undefined;
  return (description?.fields ?? []).map(({ name, dataTypeID }) => {
    const parser = client.parsers[dataTypeID];
    return { name, parse: parser ? (text: string) => parser(text, dataTypeID) : undefined };
  });
}

export function preparedQuery<T>(
  client: PGlite,
  statement: HotStatement,
  values: readonly unknown[],
): Promise<T[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let statements = prepared.get(client);
      if (!statements) prepared.set(client, (statements = new Map()));
      let columns = statements.get(statement.name);
      if (!columns) {
        columns = await prepare(client, statement);
        statements.set(statement.name, columns);
      }
      const chunks: Uint8Array[] = [];
      const message = concat([
        serialize.bind({ statement: statement.name, values: values.map(asText) }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      // PGlite hands over views of its own memory, reused afterwards: each is copied.
      await client.execProtocolRawStream(message, {
        onRawData: (bytes) => chunks.push(bytes.slice()),
      });
      return readAnswer(chunks.length === 1 ? chunks[0]! : concat(chunks), columns) as T[];
    }),
  );
}
