/**
 * Child process of the HTTP benchmark: `node --import tsx bench/benchServer.ts portal|bare`.
 * The servers run outside the process that runs autocannon so load generator and server never share
 * one event loop. Prints `{"port":N}` on one line once listening; SIGTERM closes and cleans up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

type Started = { app: FastifyInstance; cleanup(): Promise<void> };

/** The baseline: Fastify with one route and nothing else, as fast as this machine serves HTTP. */
async function bare(): Promise<Started> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  return { app, cleanup: async () => {} };
}

/** The real portal (every plugin and hook of buildApp) on a fresh embedded database, logger off. */
async function portal(): Promise<Started> {
  // Imported here so that the bare baseline process never loads the portal's modules.
  const [{ default: pino }, { buildApp }, { loadConfig }, { openPglite }, { runMigrations }, { createJobs }] =
    await Promise.all([
      import('pino'),
      import('../apps/server/src/app.ts'),
      import('../apps/server/src/config.ts'),
      import('../apps/server/src/db/client.ts'),
      import('../apps/server/src/db/migrate.ts'),
      import('../apps/server/src/platform/jobs/jobs.ts'),
    ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-http-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = await openPglite(dataDir);
  await runMigrations(database);
  // Defined, not started: the measured endpoints never touch the job runner.
  const jobs = createJobs(database, { logger: pino({ level: 'silent' }) });
  const app = await buildApp({ config, database, jobs }, { logger: false });
  return {
    app,
    cleanup: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  if (mode !== 'portal' && mode !== 'bare') throw new Error('usage: benchServer.ts portal|bare');
  const { app, cleanup } = mode === 'portal' ? await portal() : await bare();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(cleanup)
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
