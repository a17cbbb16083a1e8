/**
 * Child process of the HTTP benchmark: `node --import tsx bench/benchServer.ts portal|bare [jobs]`.
 * The servers run outside the process that runs autocannon so load generator and server never share
 * one event loop. Prints `{"port":N}` on one line once listening; SIGTERM closes and cleans up.
 * `jobs` also starts the job runner (the apps benchmark's builds), and on PostgreSQL the line carries
 * the database URL so the benchmark can load rows directly.
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { startEmbeddedPostgres } from '../apps/server/test/embeddedPostgres.ts';

type Started = {
  app: FastifyInstance;
  cleanup(): Promise<void>;
  cookie?: string;
  csrfToken?: string;
  databaseUrl?: string;
};
type Mode = 'portal' | 'portal-postgres' | 'bare';

/**
 * A static page of about the home page's first screen (header, heading, paragraph): the LCP baseline the
 * portal's pages are compared with (bench/lcp.ts). No script, no stylesheet, no font to wait for.
 */
const STATIC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static page</title></head>
<body style="margin:0;font-family:sans-serif">
<header style="height:60px;border-bottom:1px solid #ddd;padding:0 16px;display:flex;align-items:center">
<strong>Workday Developers</strong></header>
<main style="padding:16px"><h1 style="font-size:34px">Build, deploy and run apps on the platform</h1>
<p>Extend the platform with apps and integrations: develop against a live sandbox tenant, license your apps
to other companies, and watch them run in production with their logs and analytics.</p></main>
</body></html>`;

/** The baseline: Fastify with one route and nothing else, as fast as this machine serves HTTP. */
async function bare(): Promise<Started> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/static', async (_request, reply) => reply.type('text/html; charset=utf-8').send(STATIC_PAGE));
  return { app, cleanup: async () => {} };
}

/**
 * The real portal (every plugin and hook of buildApp) on a fresh database, logger off (on at
 * BENCH_LOG_LEVEL), with the demo
 * identities seeded and one of them signed in through the real OIDC flow, so that session reads
 * (/api/v1/sessionInfo) are measured with a real session cookie.
 */
async function portal(kind: 'pglite' | 'postgres', withJobs: boolean): Promise<Started> {
  // Imported here so that the bare baseline process never loads the portal's modules.
  const [
    { default: pino },
    { buildApp },
    { loadConfig },
    { openPglite, openPostgres },
    { runMigrations },
    { createJobs },
    { seedIdentityDemo },
    { signIn },
    { createLogger, logDestination },
  ] = await Promise.all([
    import('pino'),
    import('../apps/server/src/app.ts'),
    import('../apps/server/src/config.ts'),
    import('../apps/server/src/db/client.ts'),
    import('../apps/server/src/db/migrate.ts'),
    import('../apps/server/src/platform/jobs/jobs.ts'),
    import('../apps/server/src/seed/identityDemo.ts'),
    import('../apps/server/test/signIn.ts'),
    import('../apps/server/src/platform/logging.ts'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-http-'));
  const postgres = kind === 'postgres' ? await startEmbeddedPostgres('portal-bench-pg-') : undefined;
  // The sign-in helper speaks as the browser at localhost:8080, so the issuer and redirect URI match it.
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:8080',
  });
  const database = postgres ? await openPostgres(postgres.url) : await openPglite(dataDir);
  await runMigrations(database);
  // Stopping the embedded PostgreSQL at the end terminates any client still in the pool (57P01); the
  // pool has no error listener of its own, and an unhandled one would crash this process on the way out.
  database.pool?.on('error', () => {});
  // Defined, and started only for the apps benchmark: the HTTP endpoints never touch the job runner.
  const jobs = createJobs(database, { logger: pino({ level: 'silent' }) });
  // BENCH_LOG_LEVEL=info: the request log of the default configuration, written where `npm start`'s
  // stdout goes in bench/startup.ts (nowhere); this process's own stdout carries the port line.
  const logLevel = process.env.BENCH_LOG_LEVEL;
  const logger = logLevel
    ? createLogger({ logLevel: logLevel as 'info' }, logDestination(fs.openSync('/dev/null', 'w')))
    : false;
  const app = await buildApp({ config, database, jobs }, { logger });
  await app.ready();
  // The shipped docs and the search index load after start: their CPU would be counted as the requests'.
  await app.contentReady;
  await seedIdentityDemo(database.db, config);
  if (withJobs) await jobs.start();
  // BENCH_SIGN_IN_AS: a staff figure (bench/companies.ts) needs the demo staff member's global permissions.
  const { jar, info } = await signIn(
    app,
    process.env.BENCH_SIGN_IN_AS ?? 'developer@demo.example',
    config.demoPassword,
  );
  return {
    app,
    cookie: jar.header(),
    csrfToken: info.csrfToken,
    databaseUrl: postgres?.url,
    cleanup: async () => {
      if (withJobs) await jobs.stop();
      await database.close();
      await postgres?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * With BENCH_PROFILE_DIR, SIGUSR2 starts the V8 CPU profiler (after the caller's warm-up, so start-up
 * and JIT are not in it); the returned function writes `server.cpuprofile` there (bench/profile.ts).
 */
function startProfilerOnSignal(dir: string | undefined): () => Promise<void> {
  if (!dir) return async () => {};
  const session = new inspector.Session();
  session.connect();
  let started = false;
  process.on('SIGUSR2', () => {
    session.post('Profiler.enable', () => session.post('Profiler.start', () => (started = true)));
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      if (!started) return resolve();
      session.post('Profiler.stop', (error, result) => {
        if (error) return reject(error);
        fs.writeFileSync(path.join(dir, 'server.cpuprofile'), JSON.stringify(result.profile));
        resolve();
      });
    });
}

async function main(): Promise<void> {
  const mode = process.argv[2] as Mode;
  if (!['portal', 'portal-postgres', 'bare'].includes(mode))
    throw new Error('usage: benchServer.ts portal|portal-postgres|bare');
  const withJobs = process.argv[3] === 'jobs';
  const { app, cleanup, cookie, csrfToken, databaseUrl } =
    mode === 'bare' ? await bare() : await portal(mode === 'portal' ? 'pglite' : 'postgres', withJobs);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`${JSON.stringify({ port: address.port, cookie, csrfToken, databaseUrl })}\n`);
  const profiled = startProfilerOnSignal(process.env.BENCH_PROFILE_DIR);
  process.once('SIGTERM', () => {
    void profiled()
      .then(() => app.close())
      .then(cleanup)
      .finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
