import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { hashPassword, type ScryptCost } from '../src/platform/auth/passwords.ts';
import { createJobs, type Jobs } from '../src/platform/jobs/jobs.ts';
import type { IdentityDemoInput } from '../src/seed/identityDemo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory every api-pglite file starts from (pgliteTemplateGlobalSetup). */
    pgliteTemplate: string;
  }
}

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  /** With the demo password's hash for seedIdentityDemo(ctx.database.db, ctx.config): see demoPasswordCost. */
  config: Config & Required<Pick<IdentityDemoInput, 'demoPasswordHash'>>;
  /** Defined but not started: a test that needs workers defines its queues and starts them itself. */
  jobs: Jobs;
  close(): Promise<void>;
};

/**
 * A fresh database for one test file: in-memory PGlite from the migrated template, or a copy of the test
 * PostgreSQL's migrated template database.
 */
async function freshDatabase(vector: boolean): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    return {
      database: await openPglite('memory://', { template: inject('pgliteTemplate'), vector }),
      drop: async () => {},
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pool.end() can resolve while a client's terminate is still on the wire; dropping WITH (FORCE) then
      // kills that backend and its client throws an uncaught 57P01. Wait for the connections to go first.
      for (let i = 0; i < 40; i++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The cost of the demo people's password hash in the API tests (1 MB, a few ms) instead of the product's
 * (32 MB, about 0.12 s of CPU): each demo sign-in checks the password at the stored hash's cost, and the
 * API files sign in some 270 times on each database. The sign-in runs the same code; the product's cost is
 * pinned by passwords.test.ts and by seedDemoWorld.api.test.ts (a seed handed no hash).
 */
const demoPasswordCost: ScryptCost = { n: 2 ** 10, r: 8, p: 1 };

export type TestAppOptions = {
  /** Serve the web app from WEB_DIST (pages answer 404 otherwise). */
  serveWeb?: boolean;
  /** A logger to capture the app's log lines with; none otherwise. */
  logger?: Logger;
  /** Runs on the built app before it is made ready (to add test routes or hooks). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Build options a test needs besides these (the alert webhooks' transport). */
  build?: Pick<BuildOptions, 'alertWebhookTransport'>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  // This test file's own data folder, never the repository's ./.data: sources and artifacts, the mail
  // written as .eml files when no MAIL_URL is set, the TOTP key file.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-data-'));
  const config = loadConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // A sandbox's first call waits for its seed: 8 s by default, which CI's loaded machine overran (503s
    // in tests that test something else). Tests wait for states, not for speed; the wait's own rule is
    // tested in sandbox.seeding.test.ts.
    SANDBOX_SEED_WAIT_MS: '120000',
    ...env,
  });
  const { database, drop } = await freshDatabase(config.copilot.embedding !== undefined);
  await runMigrations(database);
  const jobs = createJobs(database, { logger: pino({ level: 'silent' }) });
  const app = await buildApp(
    { config, database, jobs },
    {
      serveWeb: options.serveWeb ?? false,
      logger: options.logger ?? false,
      loadContent: 'onFirstRead',
      ...options.build,
    },
  );
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    // The app's own config object, so that a test that changes a setting changes the app's.
    config: Object.assign(config, {
      demoPasswordHash: await hashPassword(config.demoPassword, demoPasswordCost),
    }),
    jobs,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
