import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  killIfRunning,
  removeTempDirs,
  type ServerProcess,
  startServer,
  tempDir,
  withDatabase,
} from './serverProcess.ts';

// A port no other test file uses: the process files run beside each other and the API files.
const PORT = '8263';

/** Waits for the server's 'build finished' line of one build and answers its status. */
async function buildFinished(server: ServerProcess, buildId: string, timeoutMs = 90_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = server.logs().find((entry) => entry.msg === 'build finished' && entry.buildId === buildId);
    if (line) return line.status;
    if (server.child.exitCode !== null) throw new Error(`server exited before build ${buildId} finished`);
    if (Date.now() > deadline) throw new Error(`build ${buildId} did not finish:\n${server.stdout()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * "a build running when the server dies is retried or failed after restart, never left in
 * progress". The process is killed with SIGKILL (no shutdown code runs); two builds are then set to what a
 * death mid-build leaves behind (IN_PROGRESS with an old heartbeat), one on its first attempt and one on its
 * last. The real start-up path must re-run the first and fail the second.
 */
describe('builds interrupted by a killed server', () => {
  let server: ServerProcess | undefined;
  afterEach(() => killIfRunning(server));
  afterAll(removeTempDirs);

  it('are re-run or failed on the next start, none left in progress', async () => {
    const dataDir = tempDir('build-recovery');
    server = startServer({ DATA_DIR: dataDir, PORT, SEED_DEMO: 'true' });
    // Killed once the demo world is recorded: a kill between its last seeder and the record leaves a
    // partial world, which the next start removes with these builds (the all-or-nothing seed).
    await server.waitForLog('seeded the demo world', 110_000);
    server.child.kill('SIGKILL');
    expect((await server.exited()).signal).toBe('SIGKILL');

    const [retried, lastAttempt] = await withDatabase(dataDir, async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `select id from builds where status = 'SUCCEEDED' order by created_at limit 2`,
      );
      expect(rows).toHaveLength(2);
      const stale = `heartbeat_at = now() - interval '10 minutes', finished_at = null`;
      await db.query(`update builds set status = 'IN_PROGRESS', attempts = 1, ${stale} where id = $1`, [
        rows[0]!.id,
      ]);
      await db.query(`update builds set status = 'IN_PROGRESS', attempts = 3, ${stale} where id = $1`, [
        rows[1]!.id,
      ]);
      // Anything the kill itself interrupted is just as dead.
      await db.query(
        `update builds set heartbeat_at = now() - interval '10 minutes' where status = 'IN_PROGRESS'`,
      );
      return [rows[0]!.id, rows[1]!.id];
    });

    server = startServer({ DATA_DIR: dataDir, PORT, SEED_DEMO: 'true' });
    await server.waitForLog('builds interrupted by a restart were recovered', 110_000);
    expect(await buildFinished(server, lastAttempt!)).toBe('FAILED');
    expect(await buildFinished(server, retried!)).toBe('SUCCEEDED');
    server.child.kill('SIGTERM');
    expect(await server.exited()).toEqual({ code: 0, signal: null });

    await withDatabase(dataDir, async (db) => {
      const { rows } = await db.query<{ id: string; status: string; attempts: number; error: string | null }>(
        'select id, status, attempts, error from builds where id = any($1)',
        [[retried, lastAttempt]],
      );
      expect(rows.find((row) => row.id === retried)).toMatchObject({ status: 'SUCCEEDED', attempts: 2 });
      expect(rows.find((row) => row.id === lastAttempt)).toMatchObject({
        status: 'FAILED',
        error: expect.stringMatching(/interrupted/),
      });
      const log = await db.query<{ message: string }>('select message from build_logs where build_id = $1', [
        retried,
      ]);
      expect(log.rows.map((row) => row.message)).toContain(
        'The server stopped during this build: it is queued again.',
      );
      // A graceful stop waits for the builds it runs: none is left IN_PROGRESS.
      const running = await db.query(`select id from builds where status = 'IN_PROGRESS'`);
      expect(running.rows).toEqual([]);
    });
  });
});
