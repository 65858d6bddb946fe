/**
 * Reads the backend messages that answer one Bind-Execute-Sync of a prepared statement
 * (PostgreSQL's frontend/backend protocol, "Message Formats"): its data rows, as objects named by
 * the statement's columns, or the error it raised. Everything else the answer holds —
 * BindComplete, CommandComplete, ReadyForQuery, notices — says nothing the caller needs.
 * Used by db/pglite-prepared.ts; pure, so tested on bytes alone.
 */

/** A result column: its name, and how its text is turned into a value (else it stays text). */
export interface Column {
  name: string;
  parse?: ((text: string) => unknown) | undefined;
}

/** An error the database raised, with PostgreSQL's fields (SQLSTATE `code`, `detail`). */
export class DatabaseStatementError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly severity: string | undefined,
    readonly detail: string | undefined,
  ) {
    super(message);
    this.name = 'DatabaseStatementError';
  }
}

const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'

const utf8 = new TextDecoder();

/** An ErrorResponse's fields: a type byte and a NUL-terminated string each, then a NUL. */
function errorOf(bytes: Uint8Array, start: number, end: number): DatabaseStatementError {
  const fields = new Map<string, string>();
  let at = start;
  while (at < end && bytes[at] !== 0) {
    const type = String.fromCharCode(bytes[at]!);
    const close = bytes.indexOf(0, at + 1);
    const stop = close === -1 ? end : close;
    fields.set(type, utf8.decode(bytes.subarray(at + 1, stop)));
    at = stop + 1;
  }
  return new DatabaseStatementError(
    fields.get('M') ?? 'the database refused the statement',
    fields.get('C'),
    fields.get('S'),
    fields.get('D'),
  );
}

export function readAnswer(bytes: Uint8Array, columns: readonly Column[]): object[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: object[] = [];
  let error: DatabaseStatementError | undefined;
  // Each message: a type byte, then its length (counting itself, not the type byte).
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    const type = bytes[at];
    const body = at + 5;
    if (type === DATA_ROW) {
      const row: Record<string, unknown> = {};
      let field = body + 2;
      for (let index = 0; index < view.getInt16(body); index++) {
        const length = view.getInt32(field);
        field += 4;
        const column = columns[index] ?? { name: `column${index}` };
        if (length < 0) {
          row[column.name] = null;
          continue;
        }
        const text = utf8.decode(bytes.subarray(field, field + length));
        row[column.name] = column.parse ? column.parse(text) : text;
        field += length;
      }
      rows.push(row);
    } else if (type === ERROR_RESPONSE) {
      error ??= errorOf(bytes, body, at + 1 + view.getInt32(at + 1));
    }
  }
  if (error) throw error;
  return rows;
}
