import { messages, TransactionAbortedError, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseWorker } from './databaseWorker.ts';
import { PgliteThread } from './pgliteThread.ts';

// One database for the file (opening one costs seconds); each test works in its own table.
let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.open('memory://');
}, 120_000);
afterAll(() => db?.close());

describe('PGlite in its worker thread: answers as PGlite does', () => {
  it('parses values with PGlite parsers: dates, big integers, json, arrays', async () => {
    const { rows, fields } = await db.query<Record<string, unknown>>(
      `select $1::timestamptz as at, 9007199254740993::int8 as big, 42::int8 as small,
              $2::jsonb as doc, $3::int[] as ints, array['a', null, 'c'] as texts, 1.5::float8 as f, true as yes`,
      [new Date('2026-01-02T03:04:05.678Z'), { a: [1, 'x'] }, [1, 2, 3]],
    );
    expect(rows[0]).toEqual({
      at: new Date('2026-01-02T03:04:05.678Z'),
      big: 9007199254740993n,
      small: 42,
      doc: { a: [1, 'x'] },
      ints: [1, 2, 3],
      texts: ['a', null, 'c'],
      f: 1.5,
      yes: true,
    });
    expect(fields.map((field) => field.dataTypeID)).toEqual([
      types.TIMESTAMPTZ,
      types.INT8,
      types.INT8,
      types.JSONB,
      1007,
      1009,
      types.FLOAT8,
      types.BOOL,
    ]);
  });

  it("answers array rows and applies the caller's own parsers (as Drizzle passes them)", async () => {
    const { rows } = await db.query<unknown[]>(
      "select '2026-01-02 03:04:05+00'::timestamptz, 'x'::text",
      [],
      { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw:${value}` } },
    );
    expect(rows).toEqual([['raw:2026-01-02 03:04:05+00', 'x']]);
  });

  it('reports PostgreSQL errors with their code, details and the statement, and keeps working', async () => {
    await db.exec('create table unique_names (name text primary key)');
    await db.query('insert into unique_names values ($1)', ['a']);
    const error = await db.query('insert into unique_names values ($1)', ['a']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'unique_names_pkey',
      detail: 'Key (name)=(a) already exists.',
      query: 'insert into unique_names values ($1)',
      params: ['a'],
    });
    await expect(db.query('select nope')).rejects.toMatchObject({ code: '42703' });
    await expect(db.exec('select 1; select 1/0')).rejects.toMatchObject({ code: '22012' });
    expect((await db.query('select count(*)::int as n from unique_names')).rows).toEqual([{ n: 1 }]);
  });

  it('refuses a parameter its type cannot take, as PGlite does, without breaking the connection', async () => {
    await expect(db.query('select $1::bool', ['perhaps'])).rejects.toThrow('Invalid input for boolean type');
    expect((await db.query('select $1::bool as b', ['yes'])).rows).toEqual([{ b: true }]);
  });

  it('runs several statements in one exec and answers one result each', async () => {
    const results = await db.exec(
      'create table exec_rows (n int); insert into exec_rows values (1), (2); select n from exec_rows order by n',
    );
    expect(results.map((result) => result.command)).toEqual(['CREATE', 'INSERT', 'SELECT']);
    expect(results[1]?.affectedRows).toBe(2);
    expect(results[2]?.rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('delivers a NOTIFY to the listeners of its channel until they unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('thread_events', (payload) => heard.push(payload));
    await db.query("select pg_notify('thread_events', 'one')");
    await Promise.resolve();
    await unlisten();
    await db.query("select pg_notify('thread_events', 'two')");
    await Promise.resolve();
    expect(heard).toEqual(['one']);
  });
});

describe('transactions on the worker', () => {
  beforeAll(() => db.exec('create table tx_rows (n int)'));

  it('commits what the callback wrote and answers its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('insert into tx_rows values ($1)', [1]);
      return (await tx.query<{ n: number }>('select count(*)::int as n from tx_rows')).rows[0]?.n;
    });
    expect(result).toBe(1);
    expect((await db.query('select n from tx_rows')).rows).toEqual([{ n: 1 }]);
  });

  it('rolls back when the callback throws, and rethrows its error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_rows values ($1)', [2]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await db.query('select n from tx_rows order by n')).rows).toEqual([{ n: 1 }]);
  });

  it('runs no other statement between its BEGIN and its end: others wait their turn', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db
      .transaction(async (tx) => {
        await tx.query('insert into tx_rows values ($1)', [3]);
        // Sent while the transaction is open: inside it, it would see the row about to be rolled back.
        outside = db.query<{ n: number }>('select count(*)::int as n from tx_rows').then(({ rows }) => {
          order.push('outside');
          return rows[0]?.n;
        });
        await tx.query('select pg_sleep(0.05)');
        order.push('transaction');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('answers TransactionAbortedError when COMMIT finds the transaction aborted', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query('select 1/0').catch(() => {});
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionAbortedError);
    expect(error).toMatchObject({ code: '25P02', query: 'COMMIT' });
  });

  it('refuses statements on a transaction that has ended', async () => {
    let kept: { query: (sql: string) => Promise<unknown> } | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
  });
});

describe('statement deadlines', () => {
  beforeAll(() => db.exec('create table deadline_rows (n int)'));

  it('refuses a statement whose deadline passed while it waited, as statement_timeout does, without running it', async () => {
    const slow = db.query('select pg_sleep(0.3)');
    const late = db.withDeadline(Date.now() + 50, () => db.query('insert into deadline_rows values (1)'));
    await expect(late).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      query: 'insert into deadline_rows values (1)',
    });
    await slow;
    expect((await db.query('select count(*)::int as n from deadline_rows')).rows).toEqual([{ n: 0 }]);
  });

  it('runs a statement whose deadline is still ahead, and statements outside the deadline as usual', async () => {
    await db.withDeadline(Date.now() + 60_000, () => db.query('insert into deadline_rows values (2)'));
    await db.query('insert into deadline_rows values (3)');
    expect((await db.query('select n from deadline_rows order by n')).rows).toEqual([{ n: 2 }, { n: 3 }]);
  });
});

describe("the database thread's memory", () => {
  it('keeps nothing of the answers it has sent: 400 answers of 1,000 rows leave its heap where it was', async () => {
    const before = await db.memory();
    expect(before.wasmBytes).toBeGreaterThan(0);
    // Through PGlite's execProtocolRaw the thread kept every message it answered: 96 MB more after these.
    for (let i = 0; i < 400; i++) {
      const { rows } = await db.query<unknown[]>(
        "select g, repeat('x', 60) || g from generate_series(1, $1::int) g",
        [1000],
        { rowMode: 'array' },
      );
      expect(rows).toHaveLength(1000);
    }
    const after = await db.memory();
    expect(after.heapBytes - before.heapBytes).toBeLessThan(30 * 1024 * 1024);
  });
});

describe('a thread prepared before its directory is known (main.ts)', () => {
  // It opens a database of its own: seconds, as the file's beforeAll says (5 s ran out beside the API suite).
  it('opens what it is told once started, and answers as any other', { timeout: 120_000 }, async () => {
    const prepared = DatabaseWorker.prepare();
    const early = await PgliteThread.open('memory://', {
      worker: DatabaseWorker.start('memory://', undefined, false, prepared),
    });
    try {
      expect((await early.query<{ n: number }>('select 1 + 1 as n')).rows).toEqual([{ n: 2 }]);
    } finally {
      await early.close();
    }
  });
});
