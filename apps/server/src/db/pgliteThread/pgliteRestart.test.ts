import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread, type RestartEvent } from './pgliteThread.ts';

/** Minutes of CPU on PGlite: it ends only if something stops it. */
const ENDLESS = "select count(*) from generate_series(1, 50000000) g where md5(g::text) like '%abc%'";
/**
 * A deadline the statement surely starts before (else the worker refuses it unstarted: no restart to see),
 * and long before it could end.
 */
const soon = () => Date.now() + 1_000;
/** Under a second or so on PGlite. */
const SHORT = "select count(*)::int as n from generate_series(1, 100000) g where md5(g::text) like '%abc%'";

// Each restart reopens the directory (about a second, more on a busy machine).
describe('a statement still running at its deadline, on a database in a directory', {
  timeout: 60_000,
}, () => {
  let dir: string;
  let db: PgliteThread;
  const restarts: RestartEvent[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-restart-'));
    db = await PgliteThread.open(dir, { onRestart: (event) => restarts.push(event) });
    await db.exec('create table kept (n int)');
    await db.query('insert into kept values (1)');
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is stopped by restarting the worker: it answers 57014, statements sent after it run once on the new one', async () => {
    const slow = db.withDeadline(soon(), () => db.query(ENDLESS));
    const after = db.query('insert into kept values (2)');
    await expect(slow).rejects.toMatchObject({ code: '57014', query: ENDLESS });
    await after;
    expect((await db.query('select n from kept order by n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(restarts).toEqual([expect.objectContaining({ sql: ENDLESS })]);
  });

  it('ends the transaction it ran in: rolled back, and its later statements refused', async () => {
    let afterStop: unknown;
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into kept values (3)');
      await db
        .withDeadline(soon(), () => tx.query(ENDLESS))
        .catch(async (error: unknown) => {
          afterStop = await tx.query('insert into kept values (4)').catch((e: unknown) => e);
          throw error;
        });
    });
    await expect(transaction).rejects.toMatchObject({ code: '57014' });
    expect(afterStop).toBeInstanceOf(Error);
    expect((afterStop as Error).message).toMatch(/^The transaction ended/);
    expect((await db.query('select n from kept order by n')).rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  // A statement lost at a restart would hold its request, and the request's log-search
  // slot, for as long as the page stayed open. Every kind of statement queued behind the stopped one settles.
  it('settles every statement queued behind the stopped one: answered on the new worker or refused', async () => {
    const slow = db.withDeadline(soon(), () => db.query(ENDLESS));
    const plain = db.query<{ n: number }>('select 1 as n');
    // Its deadline passes while it waits behind the stopped statement: refused unrun by the new worker.
    const expiring = db.withDeadline(Date.now() + 500, () => db.query('select 2 as n'));
    // Its BEGIN waits in the worker's queue; the transaction runs whole on the new worker.
    const transaction = db.transaction(async (tx) => (await tx.query<{ n: number }>('select 3 as n')).rows);
    const memory = db.memory();
    const [stopped, ...rest] = await Promise.allSettled([slow, plain, expiring, transaction, memory]);
    expect(stopped).toMatchObject({ status: 'rejected', reason: { code: '57014' } });
    expect(rest).toEqual([
      { status: 'fulfilled', value: expect.objectContaining({ rows: [{ n: 1 }] }) },
      { status: 'rejected', reason: expect.objectContaining({ code: '57014' }) },
      { status: 'fulfilled', value: [{ n: 3 }] },
      { status: 'fulfilled', value: expect.objectContaining({ heapBytes: expect.any(Number) }) },
    ]);
  });

  it('keeps the channels listened to', async () => {
    const heard: string[] = [];
    await db.listen('after_restart', (payload) => heard.push(payload));
    await expect(db.withDeadline(soon(), () => db.query(ENDLESS))).rejects.toMatchObject({
      code: '57014',
    });
    await db.query("select pg_notify('after_restart', 'still here')");
    await Promise.resolve();
    expect(heard).toEqual(['still here']);
  });
});

describe('a statement past its deadline on an in-memory database', () => {
  it('runs to its end: there would be nothing to open again', async () => {
    const db = await PgliteThread.open('memory://', {
      onRestart: () => expect.fail('an in-memory database restarted'),
    });
    try {
      const { rows } = await db.withDeadline(Date.now() + 50, () => db.query<{ n: number }>(SHORT));
      expect(rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 180_000);
});
