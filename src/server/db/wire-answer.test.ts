import { describe, expect, it } from 'vitest';
import { DatabaseStatementError, readAnswer, type Column } from './wire-answer';

const utf8 = new TextEncoder();

/** A backend message: its type, its length (counting itself), its body. */
function message(type: string, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 4);
  const bytes = new Uint8Array(1 + length);
  bytes[0] = type.charCodeAt(0);
  new DataView(bytes.buffer).setInt32(1, length);
  let at = 5;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

function int(value: number, size: 2 | 4): Uint8Array {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  if (size === 2) view.setInt16(0, value);
  else view.setInt32(0, value);
  return bytes;
}

/** A DataRow of text fields; null is SQL NULL. */
function dataRow(...fields: (string | null)[]): Uint8Array {
  const parts = [int(fields.length, 2)];
  for (const field of fields) {
    if (field === null) parts.push(int(-1, 4));
    else parts.push(int(utf8.encode(field).length, 4), utf8.encode(field));
  }
  return message('D', ...parts);
}

const cstring = (text: string) => utf8.encode(`${text}\0`);
const join = (...messages: Uint8Array[]) => {
  const bytes = new Uint8Array(messages.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of messages) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};

const bindComplete = message('2');
const commandComplete = message('C', cstring('SELECT 2'));
const readyForQuery = message('Z', utf8.encode('I'));
const columns: Column[] = [
  { name: 'outcome' },
  { name: 'quantity', parse: Number },
  { name: 'size' },
];

describe('readAnswer', () => {
  it('reads the data rows by column, parsing what has a parser and keeping NULL', () => {
    const answer = join(
      bindComplete,
      dataRow('ok', '3', 'm'),
      dataRow('ok', '12', null),
      commandComplete,
      readyForQuery,
    );
    expect(readAnswer(answer, columns)).toEqual([
      { outcome: 'ok', quantity: 3, size: 'm' },
      { outcome: 'ok', quantity: 12, size: null },
    ]);
  });

  it('reads text in UTF-8 and answers no row for an answer without data', () => {
    expect(readAnswer(join(dataRow('ok', '1', 'très grand')), columns)).toEqual([
      { outcome: 'ok', quantity: 1, size: 'très grand' },
    ]);
    expect(readAnswer(join(bindComplete, commandComplete, readyForQuery), columns)).toEqual([]);
  });

  it('skips notices and throws the error the statement raised, with its fields', () => {
    const notice = message(
      'N',
      utf8.encode('S'),
      cstring('NOTICE'),
      utf8.encode('M'),
      cstring('hm'),
      utf8.encode('\0'),
    );
    const error = message(
      'E',
      utf8.encode('S'),
      cstring('ERROR'),
      utf8.encode('C'),
      cstring('22P02'),
      utf8.encode('M'),
      cstring('invalid input syntax for type uuid: "x"'),
      utf8.encode('\0'),
    );
    const answer = join(bindComplete, notice, error, readyForQuery);
    expect(() => readAnswer(answer, columns)).toThrow(DatabaseStatementError);
    expect(() => readAnswer(answer, columns)).toThrow('invalid input syntax for type uuid: "x"');
    try {
      readAnswer(answer, columns);
    } catch (thrown) {
      expect(thrown).toMatchObject({ code: '22P02', severity: 'ERROR' });
    }
  });
});
