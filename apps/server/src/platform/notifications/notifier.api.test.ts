import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { createNotifier, LISTENER_NAME, type Notifier, type PortalEvent } from './notifier.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Publishes until `received` holds an event, or fails after the deadline. */
async function publishUntilReceived(notifier: Notifier, received: PortalEvent[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (received.length === 0) {
    if (Date.now() > deadline) throw new Error('no event arrived');
    await notifier.publish({ organizationId: 'org-1', payload: { type: 'build', n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the notifier', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('delivers a published event to its subscribers', async () => {
    const notifier = await createNotifier(ctx.database);
    const received: PortalEvent[] = [];
    const unsubscribe = notifier.subscribe((event) => received.push(event));
    await publishUntilReceived(notifier, received);
    expect(received[0]).toEqual({ organizationId: 'org-1', payload: { type: 'build', n: 1 } });
    unsubscribe();
    await notifier.close();
  });

  // A PostgreSQL restart or failover drops the listening connection: before this, the process's sockets
  // stayed quiet until the process restarted.
  it.runIf(onPostgres)('listens again after its PostgreSQL connection is cut', async () => {
    const lost: Error[] = [];
    const notifier = await createNotifier(ctx.database, { onListenerLost: (error) => lost.push(error) });
    const received: PortalEvent[] = [];
    notifier.subscribe((event) => received.push(event));
    const { rows } = await ctx.database.pool!.query(
      'select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    );
    // This notifier's connection and the test app's own: both are cut, both must come back.
    expect(rows).toEqual([{ cut: true }, { cut: true }]);
    await publishUntilReceived(notifier, received);
    expect(lost.length).toBeGreaterThan(0);
    await notifier.close();
  });
});
