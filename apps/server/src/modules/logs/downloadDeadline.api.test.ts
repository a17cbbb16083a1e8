import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../../../test/eventLoopWatch.ts';
import { hoursAgo, logLine, testIngest } from '../../../test/logsFixtures.ts';
import { probeHealthzDuring } from '../../../test/probeHealthz.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

/** Nothing may hold the event loop for more than 100 ms (docs/decisions/cpu-work-in-task-threads.md). */
const MAX_TURN_MS = 100;
const DEADLINE_MS = 1_000;

/**
 * The attack's download with its regex swapped for one the bound allows but PostgreSQL still works hard
 * on (its repeats expand 256 times), over lines long enough to keep it busy past the deadline.
 */
const SLOW_ALLOWED = `${'(\\w{0,16}){0,16}'.repeat(3)}!`;
const LINES = 10_000;

describe('a log download under attack', () => {
  let ctx: TestContext;
  let origin: string;
  let cookie: string;
  // Every line in one UTC day (yesterday, up to 23:00): the download reads a day at a time, and the test
  // database (in memory) cannot stop a statement that runs past the deadline, only refuse the next one. A
  // range cut at midnight would let the second day's one statement finish the download late but whole.
  const now = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 3_600_000;

  beforeAll(async () => {
    ctx = await createTestApp({ LOG_DOWNLOAD_TIMEOUT_MS: String(DEADLINE_MS) });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const { ingest } = testIngest(ctx.database);
    const words = 'alpha beta gamma delta epsilon zeta theta kappa lambda omicron sigma omega '.repeat(3);
    await ingest(
      Array.from({ length: LINES }, (_, i) =>
        logLine({ orgId: demoOrgs.acme.id, date: hoursAgo(20 * (i / LINES), now), message: `${i} ${words}` }),
      ),
    );
    cookie = (await signIn(ctx.app, 'admin@demo.example')).jar.header();
    // Real HTTP: the stream and the probes wait for the event loop's turns as a client's do.
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx?.close());

  it('ends at its deadline while /healthz answers all along and no turn of the loop takes 100 ms', async () => {
    const query = new URLSearchParams({
      start: hoursAgo(24, now).toISOString(),
      end: new Date(now).toISOString(),
      format: 'csv',
      filters: JSON.stringify([{ column: 'message', condition: 'stringMatch', value: SLOW_ALLOWED }]),
    });
    const loop = await watchEventLoop();
    const download = (async () => {
      const response = await fetch(`${origin}/observability/v1/logs/download?${query}`, {
        headers: { cookie, 'x-organization-id': demoOrgs.acme.id },
      });
      try {
        await response.text();
        return { status: response.status, cut: false };
      } catch {
        return { status: response.status, cut: true };
      }
    })();
    const { answered, result } = await probeHealthzDuring(origin, download);
    const { delayMs, ownTurnMs } = loop.stop();
    // Past the deadline the transfer is cut short: the status went out with the first bytes.
    expect(result.status).toBe(200);
    expect(result.cut, 'the download ran to its end').toBe(true);
    expect(answered).toBeGreaterThan(5);
    expect(ownTurnMs, `longest turn ${ownTurnMs} ms; monitorEventLoopDelay max ${delayMs} ms`).toBeLessThan(
      MAX_TURN_MS,
    );
  });
});
