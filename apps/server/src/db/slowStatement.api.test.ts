import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../../test/eventLoopWatch.ts';
import { probeHealthzDuring } from '../../test/probeHealthz.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';

/** Nothing may hold the event loop for more than 100 ms. */
const MAX_TURN_MS = 100;

/**
 * CPU work inside the database: seconds on PGlite (PostgreSQL compiled to WebAssembly), less on a
 * PostgreSQL server. What the test needs is that it runs while the server is asked other things.
 */
const SLOW_STATEMENT = sql`select count(*) from generate_series(1, 1000000) g where md5(g::text) like '%abc%'`;

describe('a slow statement', () => {
  let ctx: TestContext;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    // Real HTTP: a request then waits for the event loop's turns as a client's does (inject() can answer
    // in microtasks alone, which never lets the loop reach its I/O).
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  it('holds the database, not the event loop: /healthz answers all along and no turn of the loop takes 100 ms', async () => {
    const loop = await watchEventLoop();
    const { answered } = await probeHealthzDuring(origin, ctx.database.db.execute(SLOW_STATEMENT));
    const { delayMs, ownTurnMs } = loop.stop();
    // In the event loop's own thread, the statement would have let one /healthz through at the most, in
    // one turn as long as the statement. The loop's wall-clock delay (monitorEventLoopDelay) also counts
    // the time a busy machine gives other processes: it is reported, the loop's own work is the measure.
    // Held by the statement, the loop would let one /healthz through at the most; several show it free.
    // Not more: on PostgreSQL the statement takes about a second, and a loaded CI machine answers fewer.
    expect(answered).toBeGreaterThan(5);
    expect(ownTurnMs, `longest turn ${ownTurnMs} ms; monitorEventLoopDelay max ${delayMs} ms`).toBeLessThan(
      MAX_TURN_MS,
    );
  });
});
