import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './pglite-prepared';
import { DatabaseStatementError } from './wire-answer';

let client: PGlite;
// Starting PGlite (its WebAssembly build) takes seconds on a busy machine.
beforeAll(async () => {
  client = await PGlite.create({ dataDir: 'memory://' });
  await client.exec(`create table notes (id int primary key, body text, at timestamptz)`);
}, 60_000);
afterAll(() => client?.close());

const insert = {
  name: 'insert_note',
  text: `insert into notes values ($1::int, $2, $3::timestamptz) returning id, body, at`,
};
const read = {
  name: 'read_notes',
  text: 'select id, body from notes where id >= $1::int order by id',
};

describe('preparedQuery on PGlite', () => {
  it('answers typed rows, the same statement again and again', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(await preparedQuery(client, insert, [1, 'first', at.toISOString()])).toEqual([
      { id: 1, body: 'first', at },
    ]);
    await preparedQuery(client, insert, [2, null, null]);
    expect(await preparedQuery(client, read, [1])).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: null },
    ]);
    expect(await preparedQuery(client, read, [3])).toEqual([]);
  });

  it('throws the database error and leaves the connection usable, the write undone', async () => {
    const duplicate = preparedQuery(client, insert, [1, 'again', null]);
    await expect(duplicate).rejects.toBeInstanceOf(DatabaseStatementError);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    await expect(preparedQuery(client, read, ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect(await preparedQuery(client, read, [1])).toHaveLength(2);
    expect((await client.query('select body from notes where id = 1')).rows).toEqual([
      { body: 'first' },
    ]);
  });

  it('passes arrays as PostgreSQL arrays, any text in them intact', async () => {
    const texts = ['plain', 'with, comma', 'with "quotes"', 'back\\slash', '{braces}', 'NULL', ''];
    const echo = {
      name: 'echo_arrays',
      text: 'select $1::text[] as texts, $2::int[] as numbers, cardinality($1::text[]) as count',
    };
    expect(await preparedQuery(client, echo, [texts, [1, null, 3]])).toEqual([
      { texts, numbers: [1, null, 3], count: texts.length },
    ]);
  });

  it('never runs inside another caller’s transaction', async () => {
    let inside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`insert into notes values (10, 'in a transaction', null)`);
      // Sent while the transaction is open, it waits for the end and sees it committed.
      inside = preparedQuery(client, read, [10]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query(`update notes set body = 'committed' where id = 10`);
    });
    expect(await inside).toEqual([{ id: 10, body: 'committed' }]);
  });
});
